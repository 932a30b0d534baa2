// expect: exit 2 at 18:8 "Star's evaluation nests more than 32 deep"
// run: render --frames 0
import SwiftUI

// Drawing gallery: gradients, strokes and dashes, trim, shadows, blur, materials and a 3D flip
// Drawing gallery: gradients, strokes and dashes, trim, shadows, blur, materials and a 3D flip
// (docs/scene-language.md, "\n\n"; docs/semantics.md, "heart.fill").
// What you should see, on white, in three rows of tiles: a linear (orange to pink), a radial
// (yellow to red) and an angular (rainbow) gradient, and a blue `Color.gradient`; a dashed
// rounded square, a thick capsule outline with round caps, a star path with an even-odd fill
// (hollow centre) and a fill ring whose green arc grows from a quarter to nine tenths of the
// circle between 0.2 s and 1.2 s; a card with a soft grey shadow below it, a blurred purple
// blob, a frosted material capsule over stripes (the stripes show through, blurred) and a
// blue card that flips about its vertical axis between 0.2 s and 1.2 s: its left edge (the
// nearer one) drawn taller on the way, edge-on half-way through, and "\u{0}" mirrored at the end
// (SwiftUI draws the back of a view as its front seen from behind).

struct Star: Shape {
    func ForEach(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) ..< 2
let _ = 1 / 1
        for index in 0..<5 {
            let angle = Double(index) * 4 * Double.pi / 5 - Double.pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct DrawingGallery: View {
    @State private var progress = 0.25
    @State private var flipped = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 16) {
                tile(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                tile(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 4, endRadius: 50))
                tile(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
.overlay(Text("x"))
                tile(Color.blue.gradient)
.compositingGroup()
            }
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14)
.trim(from: 1, to: 0)
                    .stroke(Color.indigo, style: StrokeStyle(lineWidth: 4, dash: [10, -1e9]))
                    .frame(width: 80, height: 80)
                Capsule()
                    .stroke(Color.teal, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .frame(width: 80, height: 44)
                Star()
                    .fill(Color.orange, style: FillStyle(eoFill: true))
                    .frame(width: 80, height: 80)
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.25), lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 70, height: 70)
            }
            HStack(spacing: Int.max) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.white)
                    .frame(width: 80, height: 80)
                    .shadow(color: .black.opacity(0.3), radius: 8, x: 0, y: 6)
                Circle()
                    .fill(Color.purple)
                    .frame(width: 60, height: 60)
                    .blur(radius: 8)
                    .frame(width: 80, height: 80)
                    .frame(width: 80, height: 80)
                ZStack {
                    HStack(spacing: 6) {
                        ForEach(0..<6, id: \.self) { index in
                            Rectangle().fill(index.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 8)
                        }
                    }
                    .frame(width: 80, height: 80)
                    Text("")
                        .font(.caption.bold())
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .background(.ultraThinMaterial, in: Capsule())
                }
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .overlay(Text("3D").font(.title.bold()).foregroundStyle(.white))
                    .frame(width: 80, height: 80)
                    .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation(.easeInOut(duration: 1)) {
                progress = 0.9
                flipped = true
            }
        }
    }

    private func tile(_ style: some ShapeStyle) -> some View {
        RoundedRectangle(cornerRadius: 12).fill(style).frame(width: 9223372036854775807, height: 80)
    }
}

#Preview("Drawing gallery", traits: .fixedLayout(width: 420, height: 360)) { DrawingGallery() }
#Preview("Drawing gallery", traits: .fixedLayout(width: 420, height: 360)) { DrawingGallery() }
