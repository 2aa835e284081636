"""The pages of the web client: the one page of the game (everything else it needs is a static
file or the API) and the rules of each ruleset in words."""

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe

from apikit.csp import content_security_policy
from games.engine import RULESETS

from .rules import LANGUAGES, PAGE_WORDS, rules_sections


@content_security_policy()
@require_safe
def index(request: HttpRequest) -> HttpResponse:
    # The page holds no data: the client asks the API for everything, as a third party would.
    return render(request, "play/index.html")


@content_security_policy()
@require_safe
def rules(request: HttpRequest, ruleset: str) -> HttpResponse:
    """/play/rules/{ruleset}: in ``?lang=en|es`` if given (the client links with the player's
    language), else the language the browser asks for."""
    if ruleset not in RULESETS:
        raise Http404(f"no ruleset {ruleset!r}")
    asked = request.GET.get("lang") or getattr(request, "LANGUAGE_CODE", settings.LANGUAGE_CODE)
    language = asked if asked in LANGUAGES else settings.LANGUAGE_CODE
    words = PAGE_WORDS[language]
    other = next(code for code in LANGUAGES if code != language)
    context = {
        "language": language,
        "other_language": other,
        "words": words,
        "title": words["title"].format(name=ruleset),
        "ruleset": ruleset,
        "sections": rules_sections(RULESETS[ruleset], language),
        "rulesets": [name for name in RULESETS if name != ruleset],
    }
    response = render(request, "play/rules.html", context)
    response["Content-Language"] = language
    # Without ?lang the page is in the language the browser asks for; added to any Vary already
    # set, not in place of it.
    patch_vary_headers(response, ("Accept-Language",))
    return response
