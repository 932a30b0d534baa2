// Seed 004 (objc.io Swift Talk, "Staggered Animations Revisited"): views in different parts of the
// tree appear one by one. Each `.stagger()` view publishes a Namespace id through StaggerKey; the
// StaggerContainer turns the ids into delays 0.1 s apart and hands them back down through the
// environment; each Stagger fades its view in with `.default.delay(delay)`.
// What you should see: the blue header fades in first, then the ten gradient tiles one after the
// other, left to right and top to bottom, each 0.1 s after the previous.
import SwiftUI

struct MyColor: Identifiable {
    var id = UUID()
    var color: Color
}

let sampleColors = (0..<10).map { ix in
    MyColor(color: .init(hue: .init(ix) / 20, saturation: 0.8, brightness: 0.8))
}

struct StaggerKey: PreferenceKey {
    static let defaultValue: [Namespace.ID] = []
    static func reduce(value: inout [Namespace.ID], nextValue: () -> [Namespace.ID]) {
        value.append(contentsOf: nextValue())
    }
}

extension EnvironmentValues {
    @Entry var delays: [Namespace.ID: Double] = [:]
}

struct StaggerContainer: ViewModifier {
    @State private var viewIDS: [Namespace.ID] = []

    var delays: [Namespace.ID: Double] {
        Dictionary(uniqueKeysWithValues: viewIDS.enumerated().map { (ix, id) in
            (id, Double(ix) * 0.1)
        })
    }

    func body(content: Content) -> some View {
        content
            .environment(\.delays, delays)
            .onPreferenceChange(StaggerKey.self) { viewIDs in
                self.viewIDS = viewIDs
            }
    }
}

struct Stagger: ViewModifier {
    @Namespace var id
    @Environment(\.delays) var delays
    @State private var visible = false

    func body(content: Content) -> some View {
        content
            .opacity(visible ? 1 : 0)
            .preference(key: StaggerKey.self, value: [id])
            .onChange(of: delays[id]) { _, delay in
                guard let delay else { return }
                withAnimation(.default.delay(delay)) {
                    visible = true
                }
            }
    }
}

extension View {
    func stagger() -> some View {
        modifier(Stagger())
    }

    func staggerContainer() -> some View {
        modifier(StaggerContainer())
    }
}

struct ContentView: View {
    var body: some View {
        let rect = RoundedRectangle(cornerRadius: 16)
        VStack(spacing: 16) {
            rect.fill(.blue.gradient)
                .frame(height: 120)
                .stagger()
            LazyVGrid(columns: [.init(.adaptive(minimum: 80), spacing: 16)], spacing: 16) {
                ForEach(sampleColors) { color in
                    rect.fill(color.color.gradient)
                        .frame(height: 80)
                        .stagger()
                }
            }
        }
        .padding()
        .staggerContainer()
    }
}

#Preview("Stagger", traits: .fixedLayout(width: 420, height: 440)) { ContentView() }
