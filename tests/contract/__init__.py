"""The public contract across apps: docs/API.md and docs/RULES.md read as a contract (over
HTTP and through the engine's public face), the served OpenAPI schema, the error codes each
operation lists and the one error shape every failure answers with, and the fuzzers that hold
every operation of the schema to them.

Not an app's folder: each of these checks covers every app's operations at once.
"""
