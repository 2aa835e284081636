"""The ginapi Django project, and the app installed last for its plumbing's own state
(:mod:`.models`).  The Celery app is imported so ``shared_task`` binds to it."""

from .celery import app as celery_app

__all__ = ("celery_app",)
