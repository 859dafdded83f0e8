"""lhsched.schedule on XLA's own GPU modules (../shared/hlo/gpu/stages) with XLA's measured
collective table: the same makespans and module text as the CLI. Skipped when ../shared is absent."""

from __future__ import annotations

import pytest

import lhsched

from conftest import shared_gpu_modules, shared_table

MODULES = shared_gpu_modules()


@pytest.mark.skipif(not MODULES, reason="SKIPPED: ../shared/hlo not found")
@pytest.mark.parametrize("path", MODULES, ids=[p.name for p in MODULES])
def test_schedule_equals_cli_on_shared_gpu_module(cli, path, tmp_path):
    table = shared_table()
    flags = ["--table", str(table), "--device", "sm_90"] if table else []
    out = tmp_path / "out.hlo"
    want = cli.json(["schedule", str(path), "--json", "-o", str(out), *flags])
    options = {"table": table, "device": "sm_90"} if table else {}
    got = lhsched.schedule(path.read_text(), **options)
    assert got.pop("module") == out.read_text()
    assert got["makespan_before_s"] == want["makespan_before_s"]
    assert got["makespan_after_s"] == want["makespan_after_s"]
    assert got == want
    assert lhsched.eval(path.read_text(), **options) == cli.json(
        ["eval", str(path), "--json", *flags]
    )
