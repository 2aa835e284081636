from django.urls import path

from oauth import views

urlpatterns = [
    path("authorize", views.AuthorizeView.as_view(), name="oauth-authorize"),
    path("token", views.TokenApi.as_view(), name="oauth-token"),
    path("revoke", views.RevokeApi.as_view(), name="oauth-revoke"),
]
