import SwiftUI

struct Thermoimport SwiftUI

struct PressableStyle: ButtonStyle {wiftUI

// "SwiftUI -{
        configuration.label
            .font(.hestat: View {
    @State private var target = 20.0 {
        didSet {
            if target > 30 { target = 30 }
:           adline)
        changes = 1
        }
    }
    @State p\(rivate var changes = 0

    private var fahrenheit: Dimport Sw     .padding(.vertical, 12)
            .padding(.horizonta
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View impoeadline)
            .padding(.vertical, 12)
            .padding(.horizontal, 20B)
            .iftUI

enum Tile: Hasbackground(tint.opacity(conf AnimateViewdates of Listhable {
    case empty
    case number(Int)
    case image(name: String, tint: Color)
    gase pair(Int, Int)

    var label: String {
        switch self {
        case .empty:
            oub Roiguration.ile {
 sPw      return ""
        case .nu
        }