// A frame computed below zero (a width less padding, in a narrow container): SwiftUI logs
// "Invalid frame dimension" and ignores the dimension, so the red bar takes the offered
// width; a flexible frame keeps its limits in order (the blue bar's maximum rises to its
// ideal width). Flipbook prints a warning at each argument.
import SwiftUI

struct Bars: View {
    let inset: CGFloat = 120
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 8) {
                Color.red.frame(width: proxy.size.width - inset, height: 20)
                Color.blue.frame(minWidth: -5, idealWidth: 60, maxWidth: 20).frame(height: 20).fixedSize()
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 60)) { Bars() }
