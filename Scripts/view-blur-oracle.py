#!/usr/bin/env python3
"""Oracle for the PNG view blur (Canvas.endBlurredLayer), written from its documented rule,
independently of the Swift code: each premultiplied channel is blurred as the shadow's
alpha is (Scripts/shadow-blur-oracle.py: three box widths for sigma, each pass the
rounded-half-up mean of its window, three horizontal passes then three vertical ones);
values outside the plane are 0, or, for an opaque blur, the value at the region's nearest
edge, and nothing is drawn outside the region. The result is composited over a white page
(source-over: c + round(255 * (255 - a) / 255)).

Prints the values BlurRenderTests pins: a 20x20 square of the system red (255, 59, 48) at
20..40 on a 60x60 page, blurred with sigma 2, transparent and opaque."""
import importlib.util
import os

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("shadow", os.path.join(here, "shadow-blur-oracle.py"))
shadow = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shadow)


def blur_clamped(plane, w, h, box, horizontal):
    r = (box - 1) // 2
    out = [row[:] for row in plane]
    for y in range(h):
        for x in range(w):
            if horizontal:
                s = sum(plane[y][min(max(i, 0), w - 1)] for i in range(x - r, x + r + 1))
            else:
                s = sum(plane[min(max(i, 0), h - 1)][x] for i in range(y - r, y + r + 1))
            out[y][x] = (s + box // 2) // box
    return out


def div255(x):
    t = x + 128
    return (t + (t >> 8)) >> 8


def over_white(c, a):
    return min(255, c + div255(255 * (255 - a)))


def channel_planes(size, lo, hi, colour):
    planes = []
    for value in colour + (255,):
        plane = [[0] * size for _ in range(size)]
        for y in range(lo, hi):
            for x in range(lo, hi):
                plane[y][x] = value
        planes.append(plane)
    return planes


def blurred(planes, w, h, sigma, opaque):
    out = []
    for plane in planes:
        for b in shadow.boxes(sigma):
            plane = blur_clamped(plane, w, h, b, True) if opaque else shadow.blur(plane, w, h, b, True)
        for b in shadow.boxes(sigma):
            plane = blur_clamped(plane, w, h, b, False) if opaque else shadow.blur(plane, w, h, b, False)
        out.append(plane)
    return out


def main():
    red = (255, 59, 48)
    size = 60
    r, g, b, a = blurred(channel_planes(size, 20, 40, red), size, size, 2, False)
    page = lambda x, y: (over_white(r[y][x], a[y][x]), over_white(g[y][x], a[y][x]), over_white(b[y][x], a[y][x]))
    print("transparent, centre (30, 30):", page(30, 30))
    print("transparent, row 30, columns 16..24, green:", [page(x, 30)[1] for x in range(16, 25)])
    print("transparent, row 30, columns 16..24, alpha:", [a[30][x] for x in range(16, 25)])
    # Opaque: the region is the square itself; blurred alone, edges repeated.
    planes = [[row[20:40] for row in p[20:40]] for p in channel_planes(size, 20, 40, red)]
    r, g, b, a = blurred(planes, 20, 20, 2, True)
    print("opaque, corner (20, 20):", (over_white(r[0][0], a[0][0]), over_white(g[0][0], a[0][0]), over_white(b[0][0], a[0][0])))
    print("opaque, every pixel of the square the colour:", all(a[y][x] == 255 and (r[y][x], g[y][x], b[y][x]) == red
                                                              for y in range(20) for x in range(20)))


if __name__ == "__main__":
    main()
