"""lhsched: a latency-hiding scheduler for XLA HLO, from Python.

Every function takes an HLO module as text (what ``jax.jit(f).lower(...).compile().as_text()``
or an XLA dump gives) and the command line's long options as keywords, with ``_`` for ``-``
(``--gemm-table`` is ``gemm_table=``). Each returns a dict equal to what ``lhsched COMMAND
FILE --json`` prints; ``schedule`` adds ``"module"``, the scheduled HLO text that ``-o`` writes.

    >>> import lhsched
    >>> text = open("examples/collectives_mix.gpu.pre_lhs.hlo").read()
    >>> report = lhsched.schedule(text, platform="h100")
    >>> report["makespan_before_s"] >= report["makespan_after_s"]
    True
    >>> scheduled_hlo = report["module"]

Bad input raises :class:`lhsched.Error` (a ``ValueError``) with the CLI's message, which names
the place (``line:col``, instruction, option). The library releases the GIL while it works, so
several modules can be scheduled from threads at once. ``lhsched.jax.analyze`` schedules what
JAX compiles.
"""

from __future__ import annotations

import json
import os
import warnings
from typing import Any, Dict, List, Sequence, Tuple

from . import _lhsched
from ._lhsched import Error, __version__

__all__ = [
    "Error",
    "LhschedWarning",
    "__version__",
    "estimate",
    "eval",
    "option_names",
    "profile_export",
    "schedule",
    "stats",
]


class LhschedWarning(UserWarning):
    """Something lhsched noticed but did not refuse (the CLI prints it as ``lhsched: warning:``),
    e.g. profile entries that name no instruction of the module."""


def _json_default(value: Any) -> Any:
    """Encodes option values JSON does not know: paths become strings."""
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    raise TypeError(f"{type(value).__name__} is not an option value")


def _run(
    command: str,
    hlo_text: Any,
    options: Dict[str, Any],
    stacklevel: int = 3,
    outputs: Sequence[Tuple[str, Any, str, bool]] = (),
) -> Any:
    """Runs one command in the library and decodes its JSON report. Each output (name, path,
    report key, keep) is checked by the library before any work (never a file the options
    read, nor another output; writable as ``>`` would find it) and gets the report's value
    under the key afterwards, replaced atomically (the key leaves the report unless kept)."""
    if isinstance(hlo_text, (bytes, bytearray)):
        try:
            hlo_text = bytes(hlo_text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise Error(f"hlo_text is not UTF-8: {e}") from None
    if not isinstance(hlo_text, str):
        raise TypeError(f"hlo_text must be str, not {type(hlo_text).__name__}")
    for key, value in options.items():
        try:
            json.dumps(value, default=_json_default, allow_nan=False)
        except (TypeError, ValueError) as e:
            raise Error(f"option `{key}`: {e}") from None
    encoded = json.dumps(options, default=_json_default, allow_nan=False)
    files = [(name, os.fspath(path), key, keep) for name, path, key, keep in outputs]
    report, notes = _lhsched.run(command, hlo_text, encoded, files)
    for note in notes:
        warnings.warn(note, LhschedWarning, stacklevel=stacklevel)
    return json.loads(report)


def _traced(command: str, hlo_text: Any, options: Dict[str, Any]) -> Dict[str, Any]:
    """Runs ``command`` with ``trace=``: ``True`` keeps the Chrome trace in the report under
    ``"trace"``; a path writes it there (what the CLI's ``--trace PATH`` writes) and leaves it
    out of the report; ``None``/``False`` asks for none."""
    trace = options.pop("trace", None)
    if trace is None or trace is False:
        return _run(command, hlo_text, options, stacklevel=4)
    if trace is not True and not isinstance(trace, (str, os.PathLike)):
        raise Error(f"option `trace`: expected True, False or a path, got {trace!r}")
    options["trace"] = True
    if trace is True:
        return _run(command, hlo_text, options, stacklevel=4)
    return _run(command, hlo_text, options, stacklevel=4, outputs=[("trace", trace, "trace", False)])


def schedule(hlo_text: str, **options: Any) -> Dict[str, Any]:
    """Schedules a module so communication hides behind compute (``lhsched schedule``).

    Returns the report of ``lhsched schedule --json`` (``makespan_before_s``,
    ``makespan_after_s``, ``exposed_s`` per collective kind, ``peak_bytes``, ``priced_by``,
    ``scheduler``, ``before``, ``after``; ``explain`` with ``explain=True``) plus ``"module"``:
    the scheduled module as HLO text, identical to what ``lhsched schedule -o`` writes.
    Options are the CLI's long options (``platform``, ``table``, ``device``, ``gemm_table``,
    ``profile``, ``model``, ``overlap_limit``, ``single_stream``, ``memory_limit``, ...); see
    :func:`option_names`. ``trace=PATH`` writes a Chrome trace (Perfetto, chrome://tracing)
    of the input order and the new one, as ``lhsched schedule --trace PATH`` does;
    ``trace=True`` returns it in the report under ``"trace"``. Raises :class:`Error` on bad
    input.
    """
    return _traced("schedule", hlo_text, options)


def eval(hlo_text: str, **options: Any) -> Dict[str, Any]:  # noqa: A001 (the CLI's name)
    """Replays a module in its own order under a cost model (``lhsched eval --json``).

    Returns ``makespan_s``, ``exposed_s`` per kind, ``comm_s``, ``hidden_fraction``,
    ``peak_bytes``, ``lower_bound_s``, ``lower_bound_rules_s`` (for the orders that keep XLA's
    rules), ``priced_by`` and one entry per computation. Options as
    for :func:`schedule`, plus ``order_of``: the path of another module (XLA's final module)
    whose order to replay this module's instructions in (``lhsched eval --order-of``), and
    ``trace`` as for :func:`schedule` (the one order replayed). Raises :class:`Error` on bad
    input.
    """
    return _traced("eval", hlo_text, options)


def estimate(hlo_text: str, **options: Any) -> List[Dict[str, Any]]:
    """Prices every collective of a module (``lhsched estimate FILE --json``).

    Returns one dict per collective instruction (``computation``, ``name``, ``opcode``,
    ``kind``, ``bytes``, ``group_size``, ``num_groups``, ``comm_type``, ``seconds``,
    ``source``). Options are the cost options of :func:`schedule` and ``num_partitions``.
    Raises :class:`Error` on bad input.
    """
    return _run("estimate", hlo_text, options)


_PROFILE_TEXT_SUFFIXES = (".pbtxt", ".txtpb", ".textproto")


def profile_export(hlo_text: str, output: Any = None, **options: Any) -> str:
    """lhsched's cost of every instruction and latency of every async pair as an XLA PGLE
    profile (``lhsched profile export``), in protobuf text format, for XLA's scheduler
    (``--xla_gpu_pgle_profile_file_or_directory_path``) or ``profile=``.

    Returns the profile text and, with ``output`` (a ``.pbtxt``, ``.txtpb`` or ``.textproto``
    path), writes it there too; the binary ``.pb`` form is the CLI's (``-o PROFILE.pb``).
    Options are the cost and scheduling options of :func:`eval`. Raises :class:`Error` on bad
    input.
    """
    if output is not None and not os.fspath(output).endswith(_PROFILE_TEXT_SUFFIXES):
        raise Error(
            f"output {os.fspath(output)}: Python writes the text format (.pbtxt, .txtpb, "
            ".textproto); for binary .pb use `lhsched profile export FILE -o PROFILE.pb`"
        )
    files = [] if output is None else [("output", output, "profile", True)]
    report = _run("profile_export", hlo_text, options, outputs=files)
    text: str = report["profile"]
    return text


def stats(hlo_text: str) -> Dict[str, Any]:
    """Instructions per opcode and computation, and every collective (``lhsched stats --json``).

    Raises :class:`Error` on bad input.
    """
    return _run("stats", hlo_text, {})


def option_names(command: str) -> List[str]:
    """The keyword options ``command`` (``"schedule"``, ``"eval"``, ``"estimate"``,
    ``"profile_export"``) accepts."""
    return list(_lhsched.option_names(command))
