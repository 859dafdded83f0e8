//! The cycle check after parsing: operands plus control predecessors must form a DAG.
//! Iterative (an explicit stack), so a long chain cannot overflow the native stack.

use super::computation::Computation;
use super::cursor::Cursor;
use super::error::ParseError;

/// A cycle found by [`find_cycle`]: the nodes along it, starting and ending at the same node,
/// and the edge that closed it (its source's `k`-th edge).
struct Cycle {
    path: Vec<usize>,
    from: usize,
    k: usize,
}

/// The first cycle of a graph of `n` nodes whose `k`-th edge out of node `i` is `edge(i, k)`
/// (`None` past the last), by an iterative DFS (an explicit stack, so a long chain cannot
/// overflow the native stack).
fn find_cycle(n: usize, edge: impl Fn(usize, usize) -> Option<usize>) -> Option<Cycle> {
    // Text written in dependency order (XLA prints every operand before its user) has only
    // edges to earlier nodes, so no cycle: one pass instead of the search.
    let backward = |i: usize| (0..).map_while(|k| edge(i, k)).all(|j| j < i);
    if (0..n).all(backward) {
        return None;
    }
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let mut color = vec![WHITE; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for start in 0..n {
        if color[start] != WHITE {
            continue;
        }
        color[start] = GREY;
        stack.push((start, 0));
        while let Some(&mut (node, ref mut k)) = stack.last_mut() {
            let edge_k = *k;
            let Some(next) = edge(node, edge_k) else {
                color[node] = BLACK;
                stack.pop();
                continue;
            };
            *k += 1;
            match color[next] {
                WHITE => {
                    color[next] = GREY;
                    stack.push((next, 0));
                }
                GREY => {
                    // The cycle is the stack from `next` to the top.
                    let at = stack.iter().position(|&(x, _)| x == next).unwrap_or(0);
                    let mut path: Vec<usize> = stack[at..].iter().map(|&(x, _)| x).collect();
                    path.push(next);
                    return Some(Cycle {
                        path,
                        from: node,
                        k: edge_k,
                    });
                }
                _ => {}
            }
        }
    }
    None
}

/// Whether a graph of `n` nodes whose `k`-th edge out of node `i` is `edge(i, k)` has a cycle.
pub(super) fn has_cycle(n: usize, edge: impl Fn(usize, usize) -> Option<usize>) -> bool {
    find_cycle(n, edge).is_some()
}

/// Fails if operands and control predecessors form a cycle.
pub(crate) fn check_acyclic(
    c: &Cursor<'_>,
    comp: &Computation,
    name_pos: impl Fn(usize) -> usize,
) -> Result<(), ParseError> {
    let preds = |i: usize, k: usize| -> Option<usize> {
        let ins = &comp.instructions[i];
        let no = ins.operands.len();
        if k < no {
            Some(ins.operands[k].index())
        } else {
            ins.control_predecessors.get(k - no).map(|p| p.index())
        }
    };
    let Some(cycle) = find_cycle(comp.instructions.len(), preds) else {
        return Ok(());
    };
    let names: Vec<&str> = cycle
        .path
        .iter()
        .map(|&x| comp.instructions[x].name.as_str())
        .collect();
    let closing = *cycle.path.last().unwrap_or(&0);
    Err(c.err_at(
        name_pos(closing),
        format!(
            "cycle through operands/control-predecessors in computation `{}`: {}",
            comp.name,
            names.join(" <- ")
        ),
    ))
}

/// Fails if computations call each other in a cycle (a computation that calls itself, directly
/// or through others), which XLA's call graph forbids. `calls[i]` lists, for computation `i`,
/// each callee with the input position of its reference; the error points at the reference
/// that closes the cycle and names the whole path.
pub(crate) fn check_call_graph(
    c: &Cursor<'_>,
    names: &[&str],
    calls: &[Vec<(u32, usize)>],
) -> Result<(), ParseError> {
    let Some(cycle) = find_cycle(calls.len(), |i, k| {
        calls[i].get(k).map(|&(t, _)| t as usize)
    }) else {
        return Ok(());
    };
    let callee = *cycle.path.last().unwrap_or(&0);
    let pos = calls[cycle.from].get(cycle.k).map_or(0, |&(_, p)| p);
    let path: Vec<String> = cycle
        .path
        .iter()
        .map(|&s| format!("%{}", names[s]))
        .collect();
    Err(c.err_at(
        pos,
        format!(
            "computation `{}` is called recursively ({}); XLA's call graph must be acyclic",
            names[callee],
            path.join(" -> ")
        ),
    ))
}
