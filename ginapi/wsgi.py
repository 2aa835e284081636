"""WSGI entry point (gunicorn ginapi.wsgi)."""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")

application = get_wsgi_application()

# What loading made lives as long as the process: out of the collector's sight (see ginapi/asgi.py).
gc.freeze()
