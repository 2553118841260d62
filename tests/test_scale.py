"""``simulate`` beyond one machine: a Dask cluster's executor gives the serial records.

``simulate(..., executor=...)`` takes any ``concurrent.futures.Executor``; a
``dask.distributed`` client offers one (``client.get_executor()``). Here the cluster is a
``LocalCluster`` of two worker processes on this machine; pointing the same call at a real
cluster changes only the address given to ``Client`` (see the README).
"""

from __future__ import annotations

import functools

import pytest

from zzlib import GAMES, simulate

distributed = pytest.importorskip("dask.distributed", reason="the [scale] extra (dask)")


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as c:
        yield c


@pytest.mark.parametrize("name", list(GAMES))
def test_a_local_dask_cluster_gives_the_serial_records(client, name):
    info = GAMES[name]
    sensible = next(b for b in info.bots if b != "random")
    bots = {s: info.bots[sensible if i == 0 else "random"] for i, s in enumerate(info.seats())}
    factory = functools.partial(info.game.new)
    serial = simulate(factory, bots, 24, progress=False, seed0=500)
    with distributed.get_task_stream(client) as stream:
        on_cluster = simulate(factory, bots, 24, executor=client.get_executor(), progress=False,
                              seed0=500, chunk=2)
    assert on_cluster.games == serial.games
    assert [r.seed for r in on_cluster.games] == list(range(500, 524))
    assert on_cluster.seats == serial.seats
    # the games went out in twelve chunks, played by the cluster's workers
    assert len(stream.data) == 12
    assert {t["worker"] for t in stream.data} <= set(client.scheduler_info()["workers"])
