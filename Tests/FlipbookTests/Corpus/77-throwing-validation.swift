import SwiftUI

enum SignupError: Error {
    case tooShort(minimum: Int)
    case missingDigit
}

func validate(_ password: String) throws {
    if password.count < 8 {
        throw SignupError.tooShort(minimum: 8)
    }
    if !password.contains(where: { $0.isNumber }) {
        throw SignupError.missingDigit
    }
}

struct PasswordCheck: View {
    let attempts = ["abc", "abcdefgh", "abcdefg1"]
    @State private var index = 0

    private var verdict: (String, Color) {
        do {
            try validate(attempts[index])
            return ("Looks good", .green)
        } catch SignupError.tooShort(let minimum) {
            return ("At least \(minimum) characters", .red)
        } catch {
            return ("Add a number", .orange)
        }
    }

    var body: some View {
        VStack(spacing: 6) {
            Text(attempts[index])
                .font(.system(.body, design: .monospaced))
            Text(verdict.0)
                .foregroundColor(verdict.1)
        }
        .task {
            while index < attempts.count - 1 {
                try? await Task.sleep(for: .seconds(0.5))
                index += 1
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 100)) {
    PasswordCheck()
}
