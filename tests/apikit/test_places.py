"""A web process's places to compute (apikit/lanes.py): a request waiting on the master's search
gives its place up to another request of its process."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import Future
from typing import Any

import pytest

from apikit import lanes


@pytest.fixture
def one_place(settings: Any) -> Iterator[None]:
    settings.WEB_THREADS = 1
    lanes._places = None
    yield
    lanes._places = None


def _in_a_place(entered: threading.Event, leave: threading.Event, wait_elsewhere: bool) -> None:
    with lanes.computing():
        if wait_elsewhere:
            with lanes.waiting_elsewhere():
                entered.set()
                leave.wait(10)
        else:
            entered.set()
            leave.wait(10)


def _another_request_gets_a_place(wait_elsewhere: bool) -> bool:
    entered, leave, second = threading.Event(), threading.Event(), threading.Event()
    first = threading.Thread(target=_in_a_place, args=(entered, leave, wait_elsewhere))
    first.start()
    assert entered.wait(10)

    def another() -> None:
        with lanes.computing():
            second.set()

    other = threading.Thread(target=another)
    other.start()
    answered = second.wait(0.5)
    leave.set()
    first.join(10)
    other.join(10)
    assert second.is_set()  # once the first left, the second had its place
    return answered


def test_a_request_waiting_on_the_search_lets_another_compute(one_place: None) -> None:
    assert _another_request_gets_a_place(wait_elsewhere=True)


def test_a_request_computing_holds_its_place(one_place: None) -> None:
    assert not _another_request_gets_a_place(wait_elsewhere=False)


def test_waiting_outside_a_place_takes_none(one_place: None) -> None:
    # Tests, Celery and the commands hold no place: waiting there neither frees nor takes one.
    with lanes.waiting_elsewhere():
        pass
    with lanes.computing(), lanes.waiting_elsewhere():
        assert lanes._semaphore().acquire(timeout=0)
        lanes._semaphore().release()


def test_a_freed_place_goes_to_the_request_that_waited_longest() -> None:
    places = lanes.Places(1)
    assert places.acquire()
    order: list[int] = []
    queued = [threading.Event() for _ in range(4)]

    def request(index: int) -> None:
        queued[index].set()
        assert places.acquire(timeout=10)
        order.append(index)
        places.release()

    threads = []
    for index in range(4):
        thread = threading.Thread(target=request, args=(index,))
        thread.start()
        assert queued[index].wait(10)
        _until_waiting(places, index + 1)
        threads.append(thread)
    places.release()
    for thread in threads:
        thread.join(10)
    assert order == [0, 1, 2, 3]


def _until_waiting(places: lanes.Places, count: int) -> None:
    for _ in range(1000):
        if len(places._waiting) == count:
            return
        threading.Event().wait(0.01)
    raise AssertionError(f"{count} requests never waited")


class _HeldSearch:
    """A search pool whose one search is under way until the test ends it."""

    def __init__(self) -> None:
        self.future: Future[Any] = Future()
        self.submitted = threading.Event()

    def submit(self, *args: Any, **kwargs: Any) -> Future[Any]:
        self.submitted.set()
        return self.future


def test_a_master_reply_waits_for_its_search_out_of_its_place(
    one_place: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games import search_thread
    from games.engine.ai import choose_action
    from games.engine.match import Match
    from games.engine.rules import STANDARD

    pool = _HeldSearch()
    monkeypatch.setattr(search_thread, "_search_executor", lambda: pool)
    match = Match.new(seed=bytes(32), ruleset=STANDARD)
    assert match.turn is not None
    view = match.view(match.turn)
    replies: list[Any] = []

    def move_against_the_master() -> None:
        with lanes.computing():
            replies.append(search_thread.ai_reply(view, "master", seed=b"s", version=0))

    mover = threading.Thread(target=move_against_the_master)
    mover.start()
    assert pool.submitted.wait(10)
    # The search is under way: another request of the process gets the one place meanwhile.
    got_a_place = lanes._semaphore().acquire(timeout=5)
    if got_a_place:
        lanes._semaphore().release()
    pool.future.set_result(choose_action(view, "novice", seed=b"s", version=0))
    mover.join(10)
    assert got_a_place
    assert replies == [pool.future.result()]
