#!/usr/bin/env python3
"""Oracle for the PNG shadow blur (Canvas.endLayer(shadow:)), written from its documented
rule, independently of the Swift code: three box widths for sigma (Kutskir / Jarosz), each
box pass is the rounded-half-up mean of its window ((sum + box // 2) // box), values
outside the plane are 0, three horizontal passes then three vertical ones.

Prints the grey values EffectRenderTests.blurredShadow pins: a 20x20 opaque square at
20..40, a black shadow 25 px down with sigma 2, on white (grey = 255 - alpha)."""
import math


def boxes(s, n=3):
    ideal = math.sqrt(12 * s * s / n + 1)
    wl = int(math.floor(ideal))
    if wl % 2 == 0:
        wl -= 1
    wu = wl + 2
    m = round((12 * s * s - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4))
    return [wl if i < m else wu for i in range(n)]


def blur(plane, w, h, box, horizontal):
    r = (box - 1) // 2
    out = [row[:] for row in plane]
    for y in range(h):
        for x in range(w):
            if horizontal:
                s = sum(plane[y][i] for i in range(x - r, x + r + 1) if 0 <= i < w)
            else:
                s = sum(plane[i][x] for i in range(y - r, y + r + 1) if 0 <= i < h)
            out[y][x] = (s + box // 2) // box
    return out


def main():
    print("boxes(2) =", boxes(2))
    size = 100
    plane = [[0] * size for _ in range(size)]
    for y in range(20, 40):
        for x in range(20, 40):
            plane[y][x] = 255
    for b in boxes(2):
        plane = blur(plane, size, size, b, True)
    for b in boxes(2):
        plane = blur(plane, size, size, b, False)
    print("column 30, rows 41..49:", [255 - plane[y - 25][30] for y in range(41, 50)])
    print("row 55, columns 16..24:", [255 - plane[55 - 25][x] for x in range(16, 25)])


if __name__ == "__main__":
    main()
