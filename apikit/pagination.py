"""Page-number pagination with a client-chosen page size (``?page=2&page_size=50``)."""

from rest_framework import pagination


class PageNumberPagination(pagination.PageNumberPagination):
    page_size_query_param = "page_size"
    max_page_size = 100
