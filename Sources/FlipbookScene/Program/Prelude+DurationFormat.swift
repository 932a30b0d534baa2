extension Prelude {
    /// `Duration.formatted(_:)` with `.time(pattern:)` (`.hourMinute`, `.hourMinuteSecond`,
    /// `.minuteSecond`, with their padding and fractional seconds) and with no style (the
    /// hours, minutes and seconds pattern), as Foundation writes it in en_US: "2:06", "02:06",
    /// "0:02:06".
    static let durationFormatSource = #"""
        struct _DurationTimePattern {
            let showsHours: Bool
            let showsSeconds: Bool
            let padFirst: Int
            let fractionalSeconds: Int
            static var hourMinute: _DurationTimePattern { .hourMinute(padHourToLength: 1) }
            static var hourMinuteSecond: _DurationTimePattern { .hourMinuteSecond(padHourToLength: 1) }
            static var minuteSecond: _DurationTimePattern { .minuteSecond(padMinuteToLength: 1) }
            static func hourMinute(padHourToLength: Int, roundSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> _DurationTimePattern {
                _DurationTimePattern(showsHours: true, showsSeconds: false, padFirst: padHourToLength, fractionalSeconds: 0)
            }
            static func hourMinuteSecond(
                padHourToLength: Int, fractionalSecondsLength: Int = 0,
                roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven
            ) -> _DurationTimePattern {
                _DurationTimePattern(
                    showsHours: true, showsSeconds: true, padFirst: padHourToLength, fractionalSeconds: fractionalSecondsLength)
            }
            static func minuteSecond(
                padMinuteToLength: Int, fractionalSecondsLength: Int = 0,
                roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven
            ) -> _DurationTimePattern {
                _DurationTimePattern(
                    showsHours: false, showsSeconds: true, padFirst: padMinuteToLength, fractionalSeconds: fractionalSecondsLength)
            }
        }

        struct _DurationTimeFormatStyle {
            let pattern: _DurationTimePattern
            static func time(pattern: _DurationTimePattern) -> _DurationTimeFormatStyle { _DurationTimeFormatStyle(pattern: pattern) }

            func format(_ duration: Duration) -> String {
                let parts = duration.components
                let total = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
                let negative = total < 0
                let magnitude = abs(total)
                let scale = pow(10.0, Double(pattern.fractionalSeconds))
                // Seconds are rounded to the shown precision; a pattern without them rounds the minutes.
                let units = pattern.showsSeconds ? (magnitude * scale).rounded() / scale : (magnitude / 60).rounded() * 60
                let wholeSeconds = Int(units.rounded(.down))
                let hours = wholeSeconds / 3600
                let minutes = pattern.showsHours ? (wholeSeconds % 3600) / 60 : wholeSeconds / 60
                let seconds = wholeSeconds % 60
                func padded(_ value: Int, _ length: Int) -> String {
                    let text = String(value)
                    return text.count >= length ? text : String(repeating: "0", count: length - text.count) + text
                }
                var text = pattern.showsHours ? padded(hours, pattern.padFirst) + ":" + padded(minutes, 2) : padded(minutes, pattern.padFirst)
                if pattern.showsSeconds {
                    text += ":" + padded(seconds, 2)
                    if pattern.fractionalSeconds > 0 {
                        let fraction = Int(((units - Double(wholeSeconds)) * scale).rounded())
                        text += "." + padded(fraction, pattern.fractionalSeconds)
                    }
                }
                return negative ? "-" + text : text
            }
        }

        extension Duration {
            func formatted(_ style: _DurationTimeFormatStyle) -> String { style.format(self) }
            func formatted() -> String { _DurationTimeFormatStyle.time(pattern: .hourMinuteSecond).format(self) }
        }
        """#
}
