"""The native half of the ``lhsched`` package (Rust, PyO3). Use the functions of ``lhsched``."""

from typing import List, Sequence, Tuple

__version__: str

class Error(ValueError):
    """Bad input to lhsched: the message names where (line:col, instruction, option) and what."""

def run(
    command_name: str,
    hlo_text: str,
    options_json: str,
    outputs: Sequence[Tuple[str, str, str, bool]] = ...,
) -> Tuple[str, List[str]]:
    """Runs ``command_name`` on HLO text with options as a JSON object; returns the JSON report
    and the warnings the CLI would print. Each output (name, path, report key, keep) is checked
    before any work and written from the report afterwards. Releases the GIL while it works and
    checks for signals every 100 ms."""

def option_names(command_name: str) -> List[str]:
    """The option names ``command_name`` accepts, sorted."""
