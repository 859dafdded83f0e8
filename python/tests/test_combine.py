"""``schedule(..., combine="auto"|"xla")`` (issue 20): XLA's own parser re-reads the combined
module, every original instruction but the merged starts (and the tuple-shaped dones, whose
get-tuple-elements carry the values and are kept) is still there by name, and the report says
what was combined. Skips when jax is not installed."""

from __future__ import annotations

import re

import pytest

import lhsched

from conftest import ROOT

pytest.importorskip("jax", reason="SKIPPED: jax is not installed")
from jax._src.lib import xla_client  # noqa: E402  (after the skip)

NOCOMBINE = ROOT / "tests" / "fixtures" / "mlp_fsdp_train.gpu_nocombine.pre_lhs.hlo"
_CARRIER = re.compile(r"^\s+(?:ROOT )?%?([\w.\-]+) = \(.*?-done\(", re.M)


def names(text: str):
    module = xla_client.hlo.hlo_module_from_text(text)
    return {c.name: {i.name for i in c.instructions()} for c in module.computations()}


@pytest.mark.parametrize("mode", ["auto", "xla"])
def test_xla_reads_the_combined_module_with_every_value(mode):
    text = NOCOMBINE.read_text()
    out = lhsched.schedule(text, combine=mode)
    report = out["combine"]
    assert report["mode"] == mode
    assert sum(map(len, report["buckets_after"].values())) < sum(
        map(len, report["buckets_before"].values())
    )
    assert report["xla"] is not None
    before, after = names(text), names(out["module"])
    carriers = set(_CARRIER.findall(text))
    entry = next(c for c in before if c.startswith("main"))
    missing = [
        x for x in before[entry] - after[entry] if "-start" not in x and x not in carriers
    ]
    assert not missing, missing
    # The same input gives the same bytes.
    assert lhsched.schedule(text, combine=mode)["module"] == out["module"]


def test_a_bad_combine_mode_is_an_error():
    with pytest.raises(lhsched.Error, match="always"):
        lhsched.schedule(NOCOMBINE.read_text(), combine="always")
