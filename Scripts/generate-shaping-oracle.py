#!/usr/bin/env python3
"""Write Tests/TrellisFontsTests/HarfBuzzOracle.generated.swift: HarfBuzz's shaping of a
corpus of strings in several scripts, the oracle for ShapingOracleTests.

Requires uharfbuzz (pip install uharfbuzz) and the Debian fonts fonts-dejavu-core,
fonts-noto-core, fonts-noto-color-emoji, fonts-nanum, fonts-ipafont-gothic.

Each string is shaped as one run with its script's direction, default features and
HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES (Trellis drops default-ignorable characters
instead of showing an invisible glyph).  Values are font units (the font's scale is
its units per em), so they compare exactly.

Line format (tab separated):
  font-file  script  direction  text(escaped as \\uXXXX for non-ASCII)  glyphs
where glyphs is a space-separated list of gid,x_advance,x_offset,y_offset in visual order.

Usage: generate-shaping-oracle.py [OUTPUT]
"""
import os
import sys
import uharfbuzz as hb

FONTS = {
    "dejavu": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "arabic": "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    "hebrew": "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
    "thai": "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
    "nanum": "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
    "ipa": "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
    "emoji": "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    "devanagari": "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
    "lao": "/usr/share/fonts/truetype/noto/NotoSansLao-Regular.ttf",
    "khmer": "/usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf",
    "myanmar": "/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf",
    "gujarati": "/usr/share/fonts/truetype/noto/NotoSansGujarati-Regular.ttf",
    "bengali": "/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf",
    "gurmukhi": "/usr/share/fonts/truetype/noto/NotoSansGurmukhi-Regular.ttf",
    "oriya": "/usr/share/fonts/truetype/noto/NotoSansOriya-Regular.ttf",
    "tamil": "/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf",
    "telugu": "/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf",
    "kannada": "/usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf",
    "malayalam": "/usr/share/fonts/truetype/noto/NotoSansMalayalam-Regular.ttf",
}

CORPUS = {
    ("Latin", "dejavu"): """Hello, World|Typography|office affluent|AVATAR WAVE|To be, or not to be|
        The quick brown fox|jumps over the lazy dog|Pack my box|with five dozen liquor jugs|café naïve façade|
        Straße Öl Übung|Yogurt|LT AV Ty Tw|Kerning: VA Wo Ye|fiancée|Ærøskøbing|Łódź|Dvořák|Việt Nam|
        Zürich Genève|mañana|Sphinx of black quartz|judge my vow|WAVY|1234567890""",
    ("Greek", "dejavu"): """Καλημέρα|κόσμε|Ελληνικά|αβγδεζηθ|Αθήνα|Ξεσκεπάζω την ψυχοφθόρα βδελυγμία|ΑΒΓΔ ΩΨΧ|
        φιλοσοφία|δημοκρατία|Θεσσαλονίκη|ευχαριστώ|Όλυμπος|ΤΑΥ ΑΥΤΟ|ώρα|Ήλιος|ψυχή|γεια σου|θάλασσα|αγάπη|
        ίντερνετ|Ζεύς|λόγος|ουρανός|Πάτρα|νερό""",
    ("Cyrillic", "dejavu"): """Привет, мир|Съешь же ещё этих мягких|французских булок|Москва|Україна|Беларусь|
        Здравствуйте|ГОСТ|АВТОР|Юрий|ёлка|Щука|щит|Ўзбекистон|Српски|Македонија|Ъъ Ьь|Жизнь|Хорошо|
        Тёплый|чай|ВАТА ГОД|Пётр|Кыргызстан|объявление""",
    ("Arabic", "arabic"): """مرحبا بالعالم|السلام عليكم|العربية|لا|الله|كتاب|مدرسة|سلام|محمد|بيت|لغة|
        شكرا|صباح الخير|مع السلامة|قلم|ماء|كيف حالك|أهلا|إسلام|آمين|لالا|مُحَمَّد|كِتَابٌ|بِسْمِ اللَّهِ|
        عَرَبِيّ|فِي|ـبـ|جميل جدا|الحمد لله|يوم""",
    ("Hebrew", "hebrew"): """שלום עולם|עברית|ירושלים|תודה רבה|שָׁלוֹם|בְּרֵאשִׁית|אהבה|ספר|מים|לחם|
        בוקר טוב|ערב|יום|לילה|חָכְמָה|אֱלֹהִים|מִשְׁפָּט|כתב|דבר|ארץ|שמש|ירח|עץ|פרח|ים""",
    ("Thai", "thai"): """สวัสดีครับ|ภาษาไทย|ประเทศไทย|ขอบคุณ|น้ำ|กรุงเทพมหานคร|ที่|ผู้|ปู่|สำหรับ|
        คำ|น้ำใจ|ไม่|เป็น|ได้|ให้|อยู่|ความรัก|โรงเรียน|ภูเขา|ฤดู|ฝน|ตก|ปลา|ข้าว""",
    ("Hangul", "nanum"): """안녕하세요|한국어|대한민국|감사합니다|사랑|서울|부산|학교|컴퓨터|한글|
        세계|음악|가나다라|바다|하늘|별|꽃|나무|친구|가족|행복|시간|사람|물|불""",
    ("Han", "ipa"): """日本語|東京|漢字|世界|中国|学校|電車|会社|先生|大学|山川|時間|天気|食事|新聞|
        雨|花|空|海|森""",
    ("Hiragana", "ipa"): """こんにちは|ありがとう|ひらがな|さようなら|おはよう|すし|カタカナ|コンピューター|テレビ|ラーメン""",
    ("Devanagari", "devanagari"): """नमस्ते|हिन्दी|भारत|कमल|घर|पानी|किताब|दिल्ली|राम|कर्म|धर्म|प्रेम|क्षत्रिय|
        श्री|विद्या|आदमी|मैं|है|नहीं|सूर्य|अर्जुन|स्कूल|ज़िंदगी|क़लम|द्वार|
        शुद्ध|प्रधानमंत्री|राष्ट्रीय|ट्रेन|क्रिकेट|स्त्री|हृदय|ऋषि|कृष्ण|गाँव|ऑफ़िस|ब्रह्म|उद्देश्य|संस्कृत|
        पर्व|वर्ष|आर्थिक|निर्माण|कार्यक्रम|हिंदी भाषा|नमस्कार मित्र|श्रीमान|ज्ञान|त्रिकोण""",
    ("Lao", "lao"): """ສະບາຍດີ|ພາສາລາວ|ຂອບໃຈ|ປະເທດລາວ|ນ້ຳ|ຄຳ|ເຮືອນ|ໂຮງຮຽນ|ແມ່ນ|ບໍ່|ຫຼວງພະບາງ|ວຽງຈັນ""",
    ("Khmer", "khmer"): """ភាសាខ្មែរ|សួស្តី|កម្ពុជា|ប្រទេស|ភ្នំពេញ|អរគុណ|ស្រី|ក្រុម|ខ្មែរ|សាលារៀន|
        ទឹក|ផ្ទះ|កៅអី|សៀវភៅ|ព្រះ|ស្រ្តី|គឺជា|របស់|ផ្លូវការ|ញ៉ាំ|ចេញ|កើត|ថ្ងៃ|ឆ្នាំ|ស្ត្រី""",
    ("Myanmar", "myanmar"): """မြန်မာ|မြန်မာစာ|မင်္ဂလာပါ|ကျေးဇူးတင်ပါတယ်|နေကောင်းလား|ရန်ကုန်|မန္တလေး|သင်္ချိုင်း|
        ကြောင်|ကျွန်တော်|ပြည်|လေ|ရေ|စာအုပ်|ကော်ဖီ|သည်|ဖြစ်သည်|ဘာသာစကား|နိုင်ငံ|ရုံး|
        သုံး|ကျောင်း|ဆရာ|မိုး|အင်္ဂလိပ်""",
    ("Gujarati", "gujarati"): """ગુજરાતી|નમસ્તે|ભારત|કમળ|ઘર|પાણી|કિતાબ|અમદાવાદ|ધર્મ|પ્રેમ|ક્ષત્રિય|શ્રી|વિદ્યા|
        સૂર્ય|અર્જુન|સ્કૂલ|દ્વાર|શુદ્ધ|રાષ્ટ્રીય|ટ્રેન|કૃષ્ણ|વર્ષ|કાર્યક્રમ|જ્ઞાન|ભાષા""",
    ("Bengali", "bengali"): """বাংলা|নমস্কার|ভারত|কমল|ঘর|পানি|কিতাব|ঢাকা|ধর্ম|প্রেম|ক্ষত্রিয়|শ্রী|বিদ্যা|
        সূর্য|অর্জুন|স্কুল|দ্বার|শুদ্ধ|রাষ্ট্রীয়|ট্রেন|কৃষ্ণ|বর্ষ|কার্যক্রম|জ্ঞান|ভাষা|কেমন|বেশি|সৈন্য""",
    ("Gurmukhi", "gurmukhi"): """ਪੰਜਾਬੀ|ਨਮਸਤੇ|ਭਾਰਤ|ਕਮਲ|ਘਰ|ਪਾਣੀ|ਕਿਤਾਬ|ਅੰਮ੍ਰਿਤਸਰ|ਧਰਮ|ਪ੍ਰੇਮ|ਸ਼੍ਰੀ|ਵਿੱਦਿਆ|
        ਸੂਰਜ|ਅਰਜੁਨ|ਸਕੂਲ|ਦੁਆਰ|ਗੁਰੂ|ਰਾਸ਼ਟਰੀ|ਟ੍ਰੇਨ|ਕ੍ਰਿਸ਼ਨ|ਸਾਲ|ਪ੍ਰੋਗਰਾਮ|ਗਿਆਨ|ਭਾਸ਼ਾ""",
    ("Oriya", "oriya"): """ଓଡ଼ିଆ|ନମସ୍କାର|ଭାରତ|କମଳ|ଘର|ପାଣି|କିତାବ|ଧର୍ମ|ପ୍ରେମ|ଶ୍ରୀ|ବିଦ୍ୟା|ସୂର୍ଯ୍ୟ|ସ୍କୁଲ|ଭାଷା|କେମିତି|ଜ୍ଞାନ""",
    ("Tamil", "tamil"): """தமிழ்|வணக்கம்|இந்தியா|கமலம்|வீடு|தண்ணீர்|புத்தகம்|சென்னை|நன்றி|அம்மா|பள்ளி|கொடு|கோயில்|மொழி|ஸ்ரீ|க்ஷ""",
    ("Telugu", "telugu"): """తెలుగు|నమస్కారం|భారతదేశం|కమలం|ఇల్లు|నీరు|పుస్తకం|హైదరాబాద్|ధర్మం|ప్రేమ|శ్రీ|విద్య|సూర్యుడు|భాష|జ్ఞానం|కర్మ""",
    ("Kannada", "kannada"): """ಕನ್ನಡ|ನಮಸ್ಕಾರ|ಭಾರತ|ಕಮಲ|ಮನೆ|ನೀರು|ಪುಸ್ತಕ|ಬೆಂಗಳೂರು|ಧರ್ಮ|ಪ್ರೇಮ|ಶ್ರೀ|ವಿದ್ಯೆ|ಸೂರ್ಯ|ಭಾಷೆ|ಜ್ಞಾನ|ಕರ್ಮ""",
    ("Malayalam", "malayalam"): """മലയാളം|നമസ്കാരം|ഭാരതം|കമലം|വീട്|വെള്ളം|പുസ്തകം|കേരളം|ധർമ്മം|പ്രേമം|ശ്രീ|വിദ്യ|സൂര്യൻ|ഭാഷ|ജ്ഞാനം|കർമ്മം""",
    ("Common", "emoji"): """😀|👍🏽|👩‍💻|👨‍👩‍👧‍👦|🇯🇵|🇫🇷|1️⃣|#️⃣|❤️|🏳️‍🌈|👋🏿|🧑🏻‍🚀|🐶|🎉|🚀|👩🏾‍🦰|🇺🇸|🇩🇪|✌🏼|🤝""",
}


def escape(text):
    return "".join(c if 0x20 <= ord(c) < 0x7F and c not in "\\\t" else "\\u{%X}" % ord(c) for c in text)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "Tests", "TrellisFontsTests", "HarfBuzzOracle.generated.swift")
    fonts = {}
    lines = []
    for (script, font_key), block in CORPUS.items():
        path = FONTS[font_key]
        if font_key not in fonts:
            blob = hb.Blob.from_file_path(path)
            face = hb.Face(blob)
            fonts[font_key] = hb.Font(face)
        font = fonts[font_key]
        for text in [t.strip() for t in block.split("|")]:
            if not text:
                continue
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            buf.flags = hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
            hb.shape(font, buf)
            glyphs = " ".join("%d,%d,%d,%d" % (i.codepoint, p.x_advance, p.x_offset, p.y_offset)
                              for i, p in zip(buf.glyph_infos, buf.glyph_positions))
            lines.append("\t".join([os.path.basename(path), script, buf.direction, escape(text), glyphs]))
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("// GENERATED FILE - do not edit.\n")
        f.write("// Generated by Scripts/generate-shaping-oracle.py with uharfbuzz %s (HarfBuzz %s).\n"
                % (hb.__version__, hb.version_string()))
        f.write("// Lines: font file, script, direction, text (\\u{...} escapes), glyphs\n")
        f.write("// (gid,xAdvance,xOffset,yOffset in font units, visual order), tab separated.\n\n")
        f.write("enum HarfBuzzOracle {\n    static let harfBuzzVersion = \"%s\"\n" % hb.version_string())
        f.write('    static let corpus: String = #"""\n')
        f.write("\n".join(lines) + "\n")
        f.write('"""#\n}\n')
    print(len(lines), "strings")


if __name__ == "__main__":
    main()
