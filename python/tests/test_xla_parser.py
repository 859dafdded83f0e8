"""XLA's own HLO parser re-reads what ``lhsched.schedule`` writes, and keeps its order.

A scheduled module (``is_scheduled=true``) is what XLA's backend-only runner executes in text
order (issue 14). These tests parse lhsched's output with XLA's parser (``hlo_module_from_text``
from the jaxlib that jax installs) and check that every computation XLA prints runs its
instructions in exactly lhsched's order. XLA prints the bodies of async computations inside
their start instructions, so those are compared through the computations that hold them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Dict, List

import pytest

import lhsched

from conftest import EXAMPLE, SHARED

pytest.importorskip("jax", reason="SKIPPED: jax is not installed")
from jax._src.lib import xla_client  # noqa: E402  (after the skip)

_COMPUTATION = re.compile(r"^(?:ENTRY )?%?([\w.\-]+) .*\{\s*$")
_INSTRUCTION = re.compile(r"^\s+(?:ROOT )?%?([\w.\-]+) = ")


def orders(text: str) -> Dict[str, List[str]]:
    """Instruction names per computation, in printed order."""
    out: Dict[str, List[str]] = {}
    current = None
    for line in text.splitlines():
        if not line.startswith(" "):
            m = _COMPUTATION.match(line)
            if m:
                current = m.group(1)
                out[current] = []
                continue
            if line.startswith("}"):
                current = None
                continue
        m = _INSTRUCTION.match(line)
        if current is not None and m:
            out[current].append(m.group(1))
    return out


def check_xla_reads_in_our_order(scheduled: str) -> int:
    """Parses `scheduled` with XLA; returns how many computations were compared."""
    module = xla_client.hlo.hlo_module_from_text(scheduled)
    reprinted = module.to_string()
    assert "is_scheduled=true" in reprinted.split("\n", 1)[0]
    ours, theirs = orders(scheduled), orders(reprinted)
    compared = 0
    for name, order in theirs.items():
        assert name in ours, f"XLA printed a computation lhsched did not write: {name}"
        assert ours[name] == order, f"XLA's order of {name} differs from lhsched's"
        compared += 1
    assert compared > 0
    return compared


def final_modules() -> List[Path]:
    return sorted((SHARED / "hlo" / "gpu").glob("*.gpu.post.hlo"))


def test_xla_parses_the_scheduled_example():
    out = lhsched.schedule(EXAMPLE.read_text())
    assert check_xla_reads_in_our_order(out["module"]) >= 1


@pytest.mark.parametrize("path", final_modules(), ids=lambda p: p.name)
def test_xla_parses_scheduled_final_modules(path):
    out = lhsched.schedule(path.read_text())
    check_xla_reads_in_our_order(out["module"])


def test_final_modules_present_or_skip():
    if not SHARED.exists():
        pytest.skip("SKIPPED: ../shared is absent (XLA's final modules)")
    assert final_modules(), "../shared exists but holds no XLA final modules"
