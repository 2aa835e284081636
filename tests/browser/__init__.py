"""Journeys through the /play/ web client in headless Chromium (``-m browser``).

Not an app's folder: a journey crosses apps (accounts, games, lobby, daily, puzzles,
reviews, live, oauth) the way a person at the table does, so these tests stay together here
rather than in ``tests/play`` (the client's own pages) or any one app's folder.
"""
