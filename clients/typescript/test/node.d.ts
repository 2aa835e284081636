// The two Node globals play.ts uses (no @types/node: the client itself needs none).
declare const process: { argv: string[]; exit(code: number): never };
