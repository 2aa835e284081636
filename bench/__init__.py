"""Benchmarks of the rules engine (run one with ``python -m bench.<name>``)."""
