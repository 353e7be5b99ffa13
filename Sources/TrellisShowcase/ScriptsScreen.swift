import Foundation
import Trellis

/// Text in many scripts, set with the system font and its per-script fallbacks (Noto
/// when installed): a stack of labelled samples (shaped with the OpenType layout model:
/// Arabic joining, Indic conjuncts and reph, Khmer and Myanmar reordering, Thai marks,
/// emoji sequences), a right-to-left row in a right-to-left environment, a
/// mixed-direction line, and wrapped and truncated right-to-left paragraphs aligned by
/// their direction.
struct ScriptsScreen: View {
    static let samples: [(script: String, text: String)] = [
        ("Latin", "The quick brown fox — office"),
        ("Greek", "Καλημέρα κόσμε"),
        ("Cyrillic", "Съешь же ещё этих булок"),
        ("Hebrew", "שָׁלוֹם עוֹלָם"),
        ("Arabic", "مرحبا بالعالم"),
        ("Devanagari", "नमस्ते दुनिया, क्षत्रिय"),
        ("Bengali", "বাংলা ভাষা, রাষ্ট্রীয়"),
        ("Tamil", "வணக்கம், தமிழ் மொழி"),
        ("Malayalam", "മലയാളം, പ്രേമം"),
        ("Thai", "ภาษาไทยเป็นภาษาที่สวยงาม"),
        ("Lao", "ສະບາຍດີ ພາສາລາວ"),
        ("Khmer", "ភាសាខ្មែរ"),
        ("Myanmar", "မြန်မာစာ"),
        ("Hangul", "안녕하세요 세계"),
        ("Japanese", "こんにちは、世界"),
        ("Emoji", "👩‍💻 👍🏽 🇯🇵 👨‍👩‍👧‍👦"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Scripts").font(.title.bold())
            ForEach(Self.samples, id: \.script) { sample in
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text(sample.script).font(.caption).foregroundColor(.secondary).frame(width: 78, alignment: .leading)
                    Text(sample.text).font(.title3).lineLimit(1)
                }
            }
            Divider()
            Text("Right to left").font(.headline)
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 28, height: 28)
                Text("الإعدادات").font(.body)
                Spacer()
                Text("٣ رسائل").font(.body).foregroundColor(.secondary)
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.94)))
            .environment(\.layoutDirection, .rightToLeft)
            Text("Trellis يعرض العربية و English 2026 معاً").font(.body)
            Text("שלום 123 עולם 4567 סוף. הטקסט נשבר לשורות ומיושר לימין לפי כיוון הפסקה.")
                .font(.body)
            Text("هذه فقرة عربية طويلة تُقطع بعد سطرين ويظهر الحذف في الجهة الصحيحة من السطر الأخير، أي في يساره، لأن الفقرة تُكتب من اليمين إلى اليسار، ويستمر النص هنا حتى يتجاوز المساحة المتاحة على الشاشات العريضة أيضاً.")
                .font(.body).lineLimit(2)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
