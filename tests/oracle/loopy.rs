//! Games that may go on for ever, searched whole: every state reachable from the roots, then
//! retrograde analysis from the definitions (a state with no move, or whose every move reaches
//! a win, is a loss; one with a move to a loss is a win; what neither rule ever settles is a
//! draw), written apart from the library's `graphs::retrograde`.

use std::collections::HashMap;
use std::hash::Hash;

/// The outcome for the player to move of every state reachable from `roots`: `Some(true)` a
/// win, `Some(false)` a loss, `None` a draw.
pub fn outcomes<S: Clone + Eq + Hash>(
    roots: &[S],
    moves: impl Fn(&S) -> Vec<S>,
) -> HashMap<S, Option<bool>> {
    let (mut index, mut states) = (HashMap::new(), Vec::new());
    let mut forward: Vec<Vec<usize>> = Vec::new();
    let id = |s: S, index: &mut HashMap<S, usize>, states: &mut Vec<S>| match index.get(&s) {
        Some(&i) => i,
        None => {
            index.insert(s.clone(), states.len());
            states.push(s);
            states.len() - 1
        }
    };
    for r in roots {
        id(r.clone(), &mut index, &mut states);
    }
    while forward.len() < states.len() {
        let next = moves(&states[forward.len()]);
        let ids = next
            .into_iter()
            .map(|s| id(s, &mut index, &mut states))
            .collect();
        forward.push(ids);
    }
    let mut back = vec![Vec::new(); states.len()];
    for (i, f) in forward.iter().enumerate() {
        f.iter().for_each(|&j| back[j].push(i));
    }
    let mut left: Vec<usize> = forward.iter().map(Vec::len).collect();
    let mut outcome: Vec<Option<bool>> = vec![None; states.len()];
    let mut queue: Vec<usize> = (0..states.len()).filter(|&i| left[i] == 0).collect();
    queue.iter().for_each(|&i| outcome[i] = Some(false));
    while let Some(j) = queue.pop() {
        for &i in &back[j] {
            if outcome[i].is_some() {
                continue;
            }
            if outcome[j] == Some(false) {
                outcome[i] = Some(true);
                queue.push(i);
            } else {
                left[i] -= 1;
                if left[i] == 0 {
                    outcome[i] = Some(false);
                    queue.push(i);
                }
            }
        }
    }
    states.into_iter().zip(outcome).collect()
}
