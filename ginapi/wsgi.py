"""WSGI entry point (gunicorn ginapi.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")

application = get_wsgi_application()
