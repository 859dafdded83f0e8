//! The cycle check after parsing: operands plus control predecessors must form a DAG.
//! Iterative (an explicit stack), so a long chain cannot overflow the native stack.

use super::computation::Computation;
use super::cursor::Cursor;
use super::error::ParseError;

/// Fails if operands and control predecessors form a cycle (iterative DFS, no recursion).
pub(crate) fn check_acyclic(
    c: &Cursor<'_>,
    comp: &Computation,
    name_pos: impl Fn(usize) -> usize,
) -> Result<(), ParseError> {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let n = comp.instructions.len();
    let mut color = vec![WHITE; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let preds = |i: usize, k: usize| -> Option<usize> {
        let ins = &comp.instructions[i];
        let no = ins.operands.len();
        if k < no {
            Some(ins.operands[k].index())
        } else {
            ins.control_predecessors.get(k - no).map(|p| p.index())
        }
    };
    for start in 0..n {
        if color[start] != WHITE {
            continue;
        }
        color[start] = GREY;
        stack.push((start, 0));
        while let Some(&mut (node, ref mut k)) = stack.last_mut() {
            match preds(node, *k) {
                Some(p) => {
                    *k += 1;
                    if color[p] == GREY {
                        // The cycle is the stack from `p` to the top.
                        let from = stack.iter().position(|&(x, _)| x == p).unwrap_or(0);
                        let mut names: Vec<&str> = stack[from..]
                            .iter()
                            .map(|&(x, _)| comp.instructions[x].name.as_str())
                            .collect();
                        names.push(&comp.instructions[p].name);
                        return Err(c.err_at(
                            name_pos(p),
                            format!(
                                "cycle through operands/control-predecessors in computation `{}`: {}",
                                comp.name,
                                names.join(" <- ")
                            ),
                        ));
                    }
                    if color[p] == WHITE {
                        color[p] = GREY;
                        stack.push((p, 0));
                    }
                }
                None => {
                    color[node] = BLACK;
                    stack.pop();
                }
            }
        }
    }
    Ok(())
}

/// Fails if computations call each other in a cycle (a computation that calls itself, directly
/// or through others), which XLA's call graph forbids. `calls[i]` lists, for computation `i`,
/// each callee with the input position of its reference; the error points at the reference
/// that closes the cycle and names the whole path. Iterative DFS, like [`check_acyclic`].
pub(crate) fn check_call_graph(
    c: &Cursor<'_>,
    names: &[&str],
    calls: &[Vec<(u32, usize)>],
) -> Result<(), ParseError> {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let mut color = vec![WHITE; calls.len()];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for start in 0..calls.len() {
        if color[start] != WHITE {
            continue;
        }
        color[start] = GREY;
        stack.push((start, 0));
        while let Some(&mut (comp, ref mut k)) = stack.last_mut() {
            let Some(&(callee, pos)) = calls[comp].get(*k) else {
                color[comp] = BLACK;
                stack.pop();
                continue;
            };
            *k += 1;
            let callee = callee as usize;
            match color[callee] {
                WHITE => {
                    color[callee] = GREY;
                    stack.push((callee, 0));
                }
                GREY => {
                    let from = stack.iter().position(|&(s, _)| s == callee).unwrap_or(0);
                    let mut path: Vec<String> = stack[from..]
                        .iter()
                        .map(|&(s, _)| format!("%{}", names[s]))
                        .collect();
                    path.push(format!("%{}", names[callee]));
                    return Err(c.err_at(
                        pos,
                        format!(
                            "computation `{}` is called recursively ({}); XLA's call graph must be acyclic",
                            names[callee],
                            path.join(" -> ")
                        ),
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
}
