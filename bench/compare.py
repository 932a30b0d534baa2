#!/usr/bin/env python3
"""Mean absolute difference per channel (0-255) between Flipbook's and pycairo's frames.

Usage: compare.py FLIPBOOK_DIR PYCAIRO_DIR FRAMES
Reads frame-NNNNN.png (Flipbook) and frame_NNNNN.png (pycairo) with pycairo, every frame.
"""
import sys

import cairo
import numpy as np


def load(path):
    surface = cairo.ImageSurface.create_from_png(path)
    height, stride = surface.get_height(), surface.get_stride()
    data = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(height, stride // 4, 4)
    return data[:, : surface.get_width(), :3].astype(np.int16)  # B, G, R (opaque frames)


def main():
    ours, theirs, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
    means, worst = [], (0.0, -1)
    for f in range(frames):
        a = load(f"{ours}/frame-{f:05d}.png")
        b = load(f"{theirs}/frame_{f:05d}.png")
        m = float(np.abs(a - b).mean())
        means.append(m)
        if m > worst[0]:
            worst = (m, f)
    print(f"  agreement with pycairo: mean |difference| {np.mean(means):.3f} levels per channel "
          f"(worst frame {worst[1]}: {worst[0]:.3f})")


main()
