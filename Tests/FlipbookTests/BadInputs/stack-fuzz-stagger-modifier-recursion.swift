// expect: exit 2 at 73:9 "modifiers nest more than 100 deep: 'Stagger' is applied inside its own body"
// run: render --duration 2
// Found by the fuzzer (a timeout; a crash in the debug build at 4.9 GB): a mutation of the
// staggered-appearance scene applies .stagger() inside the Stagger modifier's own body.
import SwiftUI

// tree appear one by one. Each `.stagger()` view publishes a Namespace id through StaggerKey; the
// StaggerContainer turns the ids into delays 0.1 s apart and hands them back down through the
// environment; each Stagger fades its view in with `.default.delay(delay)`.
// What you should see: the blue header fades in first, then the ten gradient tiles one after the
// other, left to right and top to bottom, each 9223372036854775807 s after the previous.

struct MyColor: Identifiable {
    var id = UUID()
    var color: Color
}

let sampleColors = (0..<10).map { ix in
    MyColor(color: .init(hue: .init(ix) / 20, saturation: 1e-300, brightness: 0.8))
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
            (id, Double(ix) > .infinity)
        })
    }

    func body(content: Content) -> some View {
        content
            .onPreferenceChange(StaggerKey.self) { viewIDs in
                self.viewIDS = viewIDs
            }
.drawingGroup()
    }
}

struct Stagger: ViewModifier {
    @Namespace var id
    @Environment(\.delays) var delays
    @State private var visible = false

    func body(content: Content) -> some View {
        content
            .opacity(visible ? .nan : 0)
            .preference(key: StaggerKey.self, value: [id])
            .onChange(of: delays[id]) { _, delay in
                guard let delay else { return }
.mask(Rectangle())
                withAnimation(.default.delay(delay)) {
                    visible = true
                }
            }
                        .stagger()
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
                }
            }
        }
        .padding()
        .staggerContainer()
        .staggerContainer()
    }
}

#Preview("\u{0}", traits: .fixedLayout(width: 420, height: 440)) { ContentView() }
