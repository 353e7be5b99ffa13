import Foundation
import TrellisLayout

// UIKit's text input traits, which SwiftUI's `keyboardType`, `autocapitalization` and
// `textContentType` modifiers take. A headless host has no keyboard: the modifiers keep
// the values in the environment, where the views below can read them.

/// The kind of keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How the keyboard capitalizes (the form before iOS 15's `TextInputAutocapitalization`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, for the system's suggestions (UIKit's constants).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
private struct AutocapitalizationTypeKey: EnvironmentKey { static let defaultValue: UITextAutocapitalizationType? = nil }
private struct TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }

extension EnvironmentValues {
    /// The keyboard set with `keyboardType` (`.default` unless set).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The capitalization set with `autocapitalization` (nil: the platform's).
    var autocapitalizationType: UITextAutocapitalizationType? {
        get { self[AutocapitalizationTypeKey.self] }
        set { self[AutocapitalizationTypeKey.self] = newValue }
    }

    /// The content type set with `textContentType` (nil: none).
    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard for the text fields in this view.
    ///
    /// **Differs from SwiftUI:** there is no keyboard: the value is kept in the
    /// environment, and typing (through a field's binding) is not limited by it.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Sets how the keyboard capitalizes text in this view's fields (before iOS 15).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environment(\.autocapitalizationType, style)
    }

    /// Tells the system what the text fields in this view hold, for its suggestions (none
    /// on a headless host: the value is kept in the environment).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}
