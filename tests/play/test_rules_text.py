"""play/rules.py: one builder words every language; the languages are the service's own."""

from django.conf import settings

from play.rules import LANGUAGES, PAGE_WORDS, TEXT


def test_the_rules_are_written_in_each_language_the_service_speaks():
    assert tuple(code for code, _name in settings.LANGUAGES) == LANGUAGES
    for language in LANGUAGES:
        assert TEXT[language].keys() == TEXT["en"].keys()
        assert PAGE_WORDS[language].keys() == PAGE_WORDS["en"].keys()


def test_the_rules_page_varies_by_the_asked_language_beside_its_other_headers(client):
    response = client.get("/play/rules/standard", HTTP_ACCEPT_ENCODING="gzip")

    vary = {part.strip() for part in response["Vary"].split(",")}
    assert {"Accept-Language", "Accept-Encoding"} <= vary
