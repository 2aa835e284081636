"""Hand reviews' background work: each review computed once, in a worker."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import transaction

from .services import review_claim, review_compute, review_release


@shared_task(
    name="reviews.tasks.review_compute",
    acks_late=True,
    autoretry_for=(Exception,),
    retry_backoff=True,
    max_retries=3,
)
def review_compute_task(review_id: int) -> str | None:
    """Compute a review, once: a worker that cannot claim it (done, or another worker on it)
    does nothing.  Returns the review's status, or None when skipped."""
    review = review_claim(review_id=review_id)
    if review is None:
        return None
    try:
        return review_compute(review=review).status
    except Exception:
        review_release(review=review)  # so the retry may claim it again
        raise


def review_queued_receiver(*, review_id: int, **kwargs: Any) -> None:
    """``review_queued``: the review is computed by a worker, enqueued once its row commits."""
    transaction.on_commit(lambda: review_compute_task.delay(review_id))
