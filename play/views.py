"""The one page of the web client; everything else it needs is a static file or the API."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from apikit.csp import content_security_policy


@content_security_policy()
@require_safe
def index(request: HttpRequest) -> HttpResponse:
    # The page holds no data: the client asks the API for everything, as a third party would.
    return render(request, "play/index.html")
