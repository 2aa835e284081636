from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    """Hand reviews: each decision of a finished hand weighed by the master (issue 31)."""

    name = "reviews"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The daily app asks, through its signal, for the review of a player's line; it
        # never imports this app.
        from daily.signals import daily_line_review

        from .receivers import daily_line_review_of

        daily_line_review.connect(daily_line_review_of, dispatch_uid="reviews.daily_line")

        from .signals import review_queued
        from .tasks import review_queued_receiver

        review_queued.connect(review_queued_receiver, dispatch_uid="reviews.compute_enqueue")
