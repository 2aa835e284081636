import pytest


def pytest_configure(config: pytest.Config) -> None:
    # WhiteNoise notes that STATIC_ROOT does not exist; it serves from the apps' folders then.
    config.addinivalue_line("filterwarnings", "ignore:No directory at:UserWarning")
