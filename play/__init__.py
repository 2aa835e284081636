"""The reference web client at /play/: static ES modules written only against the public API."""
