// Pieces of Foundation and UIKit that app code reaches for, and forms of SwiftUI that older
// code writes: NumberFormatter's styles (en_US), a model that subclasses NSObject and calls
// super.init(), UIDevice, `.font(.none)` (the parameter is optional), a `@ViewBuilder`
// property that is a closure with a parameter, `ScrollView(.init())` (no axis),
// `Data(count:)`, String's removeFirst and removeLast, `labelsHidden()`, and
// NavigationLink(destination:isActive:label:).
import SwiftUI

final class Basket: NSObject, ObservableObject {
    @Published var total = 0.0

    override init() {
        super.init()
        total = 1234.5
    }
}

func price(_ value: Double) -> String {
    let format = NumberFormatter()
    format.numberStyle = .currency
    return format.string(from: NSNumber(value: value)) ?? ""
}

func styled(_ value: Double, _ style: NumberFormatter.Style, digits: Int? = nil) -> String {
    let format = NumberFormatter()
    format.numberStyle = style
    if let digits { format.maximumFractionDigits = digits }
    return format.string(from: NSNumber(value: value)) ?? "?"
}

struct Inset<Content: View>: View {
    @ViewBuilder var content: (CGFloat) -> Content
    var body: some View { content(7) }
}

struct Receipt: View {
    @StateObject private var basket = Basket()
    @State private var isOn = true

    private var trimmed: String {
        var text = "[receipt]"
        text.removeFirst()
        text.removeLast()
        return text
    }

    var body: some View {
        VStack(spacing: 6) {
            Text("\(trimmed) \(price(basket.total)) \(price(-3))").font(.none)
            Text("\(styled(1234567.891, .decimal)) \(styled(0.256, .percent)) \(styled(22, .ordinal)) \(styled(2.5, .none)) \(styled(3.14159, .decimal, digits: 1))")
            Text("\(UIDevice.current.model) \(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") \(Data(count: 3).count)")
            Inset { inset in Text("inset \(Int(inset))") }
            ScrollView(.init()) { Text("fixed") }.frame(height: 24)
            HStack {
                Toggle("Lamp", isOn: $isOn).labelsHidden()
                NavigationLink(destination: Text("Next"), isActive: $isOn, label: { Text("Sign up") })
            }
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 260)) { Receipt() }
