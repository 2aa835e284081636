"""Helpers for the account tests: a registered player, logging in from another device."""

from __future__ import annotations

from typing import Any

from rest_framework.test import APIClient

from tests.conftest import client_for

PASSWORD = "correct horse battery staple"


def register(client: APIClient, username: str = "ada", password: str = PASSWORD) -> Any:
    """POST /players/me/credentials as ``client``'s player; the response."""
    return client.post(
        "/api/v1/players/me/credentials", {"username": username, "password": password}
    )


def log_in(username: str = "ada", password: str = PASSWORD, **extra: Any) -> Any:
    """POST /sessions from a device with no token (a fresh client); the response."""
    return client_for().post(
        "/api/v1/sessions", {"username": username, "password": password}, **extra
    )


def device(username: str = "ada", password: str = PASSWORD, **extra: Any) -> APIClient:
    """A client on another device, logged in as ``username``."""
    response = log_in(username, password, **extra)
    assert response.status_code == 201, response.json()
    return client_for(response.json()["token"])
