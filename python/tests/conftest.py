"""Shared fixtures: the checkout, the shipped example module, ../shared when present, and the
`lhsched` CLI the package's answers are compared with."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any, List, Optional

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "collectives_mix.gpu.pre_lhs.hlo"
SHARED = ROOT.parent / "shared"


def cli_path() -> Optional[Path]:
    """The CLI to compare with: $LHSCHED_BIN, else target/release or target/debug, else PATH."""
    env = os.environ.get("LHSCHED_BIN")
    if env:
        return Path(env)
    for profile in ("release", "debug"):
        p = ROOT / "target" / profile / "lhsched"
        if p.exists():
            return p
    found = shutil.which("lhsched")
    return Path(found) if found else None


class Cli:
    """Runs the `lhsched` binary from the checkout."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def run(self, args: List[str]) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(self.path), *args], cwd=ROOT, capture_output=True, text=True, check=False
        )

    def json(self, args: List[str]) -> Any:
        p = self.run(args)
        assert p.returncode == 0, p.stderr
        return json.loads(p.stdout)


@pytest.fixture(scope="session")
def cli() -> Cli:
    p = cli_path()
    if p is None or not p.exists():
        pytest.skip("SKIPPED: no lhsched binary (set LHSCHED_BIN or cargo build) to compare with")
    return Cli(p)


@pytest.fixture(scope="session")
def example_text() -> str:
    return EXAMPLE.read_text()


def shared_gpu_modules() -> List[Path]:
    """XLA's GPU modules as they entered its latency-hiding scheduler, when ../shared is here."""
    d = SHARED / "hlo" / "gpu" / "stages"
    return sorted(d.glob("*.gpu.pre_lhs.hlo")) if d.is_dir() else []


def shared_table() -> Optional[Path]:
    p = SHARED / "xla_tables" / "default_collective_perf_table.pb"
    return p if p.exists() else None
