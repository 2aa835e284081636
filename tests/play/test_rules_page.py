"""/play/rules/{ruleset}: each ruleset's rules in words, in English and Spanish, written from the
parameters the engine plays."""

import re

import pytest

from games.engine import RULESETS

LANGUAGES = ("en", "es")


def text(response):
    html = response.content.decode()
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(RULESETS))
def test_each_ruleset_has_its_rules_page_in_each_language(client, name, language):
    ruleset = RULESETS[name]
    response = client.get(f"/play/rules/{name}?lang={language}")

    assert response.status_code == 200
    assert response["Content-Language"] == language
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    assert f'data-rules="{name}"' in html
    assert html.count("data-rules-section") == 5
    words = text(response)
    assert ("Rules: " if language == "en" else "Reglas: ") + name in words
    # The numbers come from the engine's ruleset, not from a copy of them.
    assert f"{ruleset.undercut_bonus}" in words
    assert f"{ruleset.gin_bonus}" in words
    assert f"{ruleset.target}" in words
    for other in RULESETS:
        if other != name:
            assert f'data-rules-link="{other}"' in html


def test_the_english_pages_say_what_differs_between_rulesets(client):
    pages = {name: text(client.get(f"/play/rules/{name}?lang=en")) for name in RULESETS}

    assert "A player whose deadwood is 10 or less may knock." in pages["standard"]
    assert "Only gin may end a hand" in pages["straight"]
    assert "value of its first upcard" in pages["oklahoma"]
    assert "3 columns" in pages["hollywood"]
    assert "all 11 cards laid down" in pages["arcade"]
    assert "at most 4 cards" in pages["arcade"]
    assert "Big gin" not in pages["arcade"] and "Big gin" in pages["standard"]
    assert "may be discarded in the same turn" in pages["classic"]
    assert "may not be discarded in the same turn" in pages["standard"]
    assert (
        "Undercut: when the defender has as little deadwood or less, the defender scores the "
        "difference plus 20." in pages["classic"]
    )
    assert "200 on a shutout" in pages["standard"]
    assert "There is no game bonus." in pages["arcade"]


def test_the_spanish_pages_are_in_spanish(client):
    page = text(client.get("/play/rules/straight?lang=es"))

    assert "Solo el gin termina una mano" in page
    assert "Bonificación por mano: 25" in page
    assert "Only gin" not in page


def test_without_lang_the_browsers_language_is_followed(client):
    response = client.get("/play/rules/standard", HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9")

    assert response["Content-Language"] == "es"
    assert "Cartas y combinaciones" in text(response)


def test_an_unknown_language_falls_back_to_english(client):
    response = client.get("/play/rules/standard?lang=fr")

    assert response["Content-Language"] == "en"


def test_an_unknown_ruleset_is_not_found(client):
    assert client.get("/play/rules/pinochle").status_code == 404


def test_the_rules_page_runs_no_inline_script(client):
    response = client.get("/play/rules/standard")

    assert "script-src 'self'" in response["Content-Security-Policy"]
    assert "<script" not in response.content.decode()
