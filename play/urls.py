"""Mounted at /play/ by ginapi/urls.py while settings.PLAY_CLIENT is true."""

from django.urls import path

from . import views

app_name = "play"

urlpatterns = [
    path("", views.index, name="index"),
    path("rules/<str:ruleset>", views.rules, name="rules"),
]
