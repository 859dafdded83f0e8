"""Schedule what JAX compiles (needs ``jax``; ``pip install 'lhsched[jax]'``).

    >>> import jax.numpy as jnp
    >>> import lhsched.jax
    >>> def step(w, x):
    ...     return jnp.tanh(x @ w) @ w.T
    >>> report = lhsched.jax.analyze(step, jnp.ones((256, 256)), jnp.ones((64, 256)))
    >>> report["makespan_after_s"] <= report["makespan_before_s"]
    True

``analyze`` lowers and compiles the function with ``jax.jit`` for the default backend, takes the
compiled module's HLO text and schedules it with :func:`lhsched.schedule`. The arguments after
``fn`` are the function's own; lhsched's options go in ``options=`` (a dict), e.g.
``options={"platform": "b200", "single_stream": True}``.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Mapping, Optional

import lhsched


def _jax() -> Any:
    """Imports jax, or says how to get it."""
    try:
        import jax
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError(
            "lhsched.jax needs jax: pip install jax (or pip install 'lhsched[jax]')"
        ) from e
    return jax


def compiled_hlo(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> str:
    """The HLO text XLA compiles ``fn(*args, **kwargs)`` to (``jax.jit(fn).lower(...).compile()``)."""
    jax = _jax()
    return jax.jit(fn).lower(*args, **kwargs).compile().as_text()


def analyze(
    fn: Callable[..., Any],
    *args: Any,
    options: Optional[Mapping[str, Any]] = None,
    **kwargs: Any,
) -> Dict[str, Any]:
    """Lowers and compiles ``fn(*args, **kwargs)`` with JAX, schedules the compiled HLO and returns
    the report of :func:`lhsched.schedule` (with ``"module"``, the scheduled HLO text).

    ``options`` are lhsched's keyword options (``platform``, ``table``, ``single_stream``, ...).
    Raises :class:`lhsched.Error` when lhsched cannot read or price the module.
    """
    text = compiled_hlo(fn, *args, **kwargs)
    return lhsched.schedule(text, **dict(options or {}))
