"""lhsched.jax.analyze on functions JAX compiles here (CPU): one device, and eight host devices
with collectives (in a subprocess, since XLA reads the device count once). Skipped without jax."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

import lhsched

jax = pytest.importorskip("jax", reason="SKIPPED: jax is not installed")
jnp = pytest.importorskip("jax.numpy")
import lhsched.jax  # noqa: E402  (after the skip)


def test_analyze_schedules_the_compiled_module():
    def step(w, x):
        return jnp.tanh(x @ w) @ w.T

    w, x = jnp.ones((256, 256)), jnp.ones((64, 256))
    report = lhsched.jax.analyze(step, w, x)
    assert report["makespan_after_s"] <= report["makespan_before_s"]
    assert report["makespan_after_s"] > 0
    text = lhsched.jax.compiled_hlo(step, w, x)
    assert report == lhsched.schedule(text)
    # The scheduled module parses again and keeps every instruction.
    assert lhsched.stats(report["module"])["instructions"] == lhsched.stats(text)["instructions"]
    # Options go to lhsched, keyword arguments to the function.
    approx = lhsched.jax.analyze(lambda a, *, b: a + b, x, b=x, options={"model": "approx"})
    assert approx["priced_by"]


def test_analyze_prices_collectives_on_eight_devices():
    code = textwrap.dedent(
        """
        import json
        import jax, jax.numpy as jnp
        from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
        import lhsched.jax
        mesh = Mesh(jax.devices(), ("d",))
        w = jax.device_put(jnp.ones((512, 512)), NamedSharding(mesh, P("d", None)))
        x = jax.device_put(jnp.ones((64, 512)), NamedSharding(mesh, P(None, None)))
        def step(w, x):
            return jnp.sum(jnp.tanh(x @ w.T) @ w)
        r = lhsched.jax.analyze(step, w, x)
        print(json.dumps({k: r[k] for k in ("makespan_before_s", "makespan_after_s", "priced_by")}))
        print(json.dumps(lhsched.stats(r["module"])["collectives"]))
        """
    )
    env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8", JAX_PLATFORMS="cpu")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    lines = p.stdout.strip().splitlines()
    report, collectives = json.loads(lines[-2]), json.loads(lines[-1])
    assert collectives, "the sharded step has collectives"
    assert all(c["group_size"] == 8 for c in collectives), collectives
    assert report["makespan_after_s"] <= report["makespan_before_s"]
