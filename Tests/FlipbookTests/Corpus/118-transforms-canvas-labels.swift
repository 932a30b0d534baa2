// Drawing by hand: a skewed badge (transformEffect with a CGAffineTransform), a stretched bar
// (projectionEffect), a dial whose numbers a Canvas draws as Text and whose face it clips to a
// circle, and a settings toggle in iOS's switch style inset from the safe area.
import SwiftUI

struct Dashboard: View {
    @State private var alerts = true
    @State private var level = 0.3

    var body: some View {
        VStack(spacing: 16) {
            Text("NEW")
                .font(.caption.bold())
                .padding(6)
                .background(.red, in: RoundedRectangle(cornerRadius: 4))
                .foregroundStyle(.white)
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 6, ty: 0))
            Capsule()
                .fill(.green)
                .frame(width: 60, height: 8)
                .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 1 + level * 2, y: 1)))
            Canvas { context, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
                for mark in [0, 3, 6, 9] {
                    let angle = Double(mark) / 12 * 2 * .pi - .pi / 2
                    let point = CGPoint(x: center.x + cos(angle) * 30, y: center.y + sin(angle) * 30)
                    context.draw(Text("\(mark == 0 ? 12 : mark)").font(.caption2), at: point)
                }
            }
            .frame(width: 80, height: 80)
            Toggle("Alerts", isOn: $alerts)
                .toggleStyle(.switch)
                .safeAreaPadding(.horizontal, 24)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.5)) {
                level = 1
                alerts = false
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 260)) {
    Dashboard()
}
