#!/usr/bin/env python3
"""Race target/release/hdu5973 against a CPython reference on 10^5 pairs of 100-digit numbers.

Run from the project root after `cargo build --release`:

    python3 benches/race_hdu5973.py [--runs 9] [--pairs 100000]

Measured as ../shared/peers/race.py measures: the input is made once (by `cargo xtask gen
hdu5973`, half of the pairs losing positions), then the two programs run alternately, and the
script prints the median wall time of each and the median of the paired ratios. The reference is
the usual exact Python solution, `(k + isqrt(5k²)) // 2`, on CPython's C big integers."""
import os, statistics, subprocess, sys, tempfile, time

REFERENCE = r'''
import sys, math
data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data), 2):
    a, b = int(data[i]), int(data[i + 1])
    if a > b:
        a, b = b, a
    k = b - a
    out.append('0' if a == (k + math.isqrt(5 * k * k)) // 2 else '1')
sys.stdout.write('\n'.join(out) + '\n')
'''


def timed(cmd, path):
    with open(path, 'rb') as f:
        t0 = time.perf_counter()
        p = subprocess.run(cmd, stdin=f, stdout=subprocess.PIPE, check=True)
        return time.perf_counter() - t0, p.stdout


def main():
    args = sys.argv[1:]
    runs = int(args[args.index('--runs') + 1]) if '--runs' in args else 9
    pairs = int(args[args.index('--pairs') + 1]) if '--pairs' in args else 100_000
    exe = os.path.join('target', 'release', 'hdu5973')
    if not os.path.exists(exe):
        sys.exit(f'missing {exe}: run cargo build --release first')
    tmp = tempfile.mkdtemp(prefix='race-hdu5973-')
    path = os.path.join(tmp, 'pairs.in')
    with open(path, 'wb') as f:
        subprocess.run(['cargo', 'xtask', 'gen', 'hdu5973', str(pairs), '--seed', '1'], stdout=f, check=True)
    ref = os.path.join(tmp, 'reference.py')
    with open(ref, 'w') as f:
        f.write(REFERENCE)
    a_cmd, b_cmd = [exe], [sys.executable, ref]
    _, a_out = timed(a_cmd, path)
    _, b_out = timed(b_cmd, path)
    if a_out != b_out:
        sys.exit('the answers differ')
    a, b = [], []
    for _ in range(runs):
        a.append(timed(a_cmd, path)[0])
        b.append(timed(b_cmd, path)[0])
    ratio = statistics.median(x / y for x, y in zip(a, b))
    print(f"{'race':10} {'A median s':>10} {'B median s':>10} {'A/B':>7} {'goal':>6}")
    print(f"{'hdu5973':10} {statistics.median(a):10.3f} {statistics.median(b):10.3f} {ratio:7.3f} {0.25:6.2f}")


if __name__ == '__main__':
    main()
