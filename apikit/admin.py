"""The Django admin's plumbing the apps share: a paginator for tables of millions of rows."""

from __future__ import annotations

from functools import cached_property

from django.core.paginator import Paginator
from django.db import connections
from django.db.models import QuerySet

EXACT_COUNT_UP_TO = 1_000
"""A filtered list is counted exactly up to this many rows and shown as "1000" beyond: a
staff member needs to know a search found 12 games, not that a filter kept 834,112 of them."""


class LargeTablePaginator(Paginator):
    """The admin's lists of games, moves and players, at millions of rows.

    Counting a whole PostgreSQL table reads all of it (COUNT is not kept anywhere): at a
    million games that alone is most of a second on every page.  Unfiltered, the count is
    the planner's estimate (``pg_class.reltuples``, kept by autovacuum); filtered, it is exact
    up to EXACT_COUNT_UP_TO rows.  Pages are still read with LIMIT/OFFSET on an index.
    """

    @cached_property
    def count(self) -> int:
        queryset = self.object_list
        if not isinstance(queryset, QuerySet):
            return super().count
        connection = connections[queryset.db]
        if not queryset.query.where and connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT reltuples::bigint FROM pg_class WHERE oid = %s::regclass",
                    [queryset.model._meta.db_table],
                )
                row = cursor.fetchone()
            estimate = int(row[0]) if row else -1
            # -1: never analysed yet; a small table is cheap to count exactly.
            if estimate >= EXACT_COUNT_UP_TO:
                return estimate
        return queryset.order_by()[: EXACT_COUNT_UP_TO + 1].count()
