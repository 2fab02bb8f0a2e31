import type { LegalTexts } from '../legal-types';

// The legal texts in English. Same documents and section ids as fr.ts and es.ts (a test checks
// it). {company}, {address} and {privacyEmail} are filled from the operator's settings.

export const legalTexts: LegalTexts = {
  cookies: {
    title: 'Cookie policy',
    updated: 'Last updated November 2020',
    sections: [
      {
        id: 'what',
        title: 'What cookies are',
        paragraphs: [
          'A cookie is a small file that a website stores in your browser. A website can also keep information in your browser’s local storage, which works in a similar way. The law treats both alike, and so does this policy, which calls them all “cookies”.',
          'Under Article 22(2) of Spanish Law 34/2002 of 11 July on information society services and electronic commerce, which implements the European ePrivacy Directive, a cookie may be stored on or read from your device without your consent only if it is strictly necessary for a service you have expressly asked for. Every other cookie needs your prior, informed consent.',
        ],
      },
      {
        id: 'who',
        title: 'Who sets them',
        paragraphs: [
          'All the cookies described in this policy are first-party cookies: they are set by {company} for this website (the “Site”) alone and are not shared with other websites. The Site uses no third-party cookies, no advertising networks and no tracking pixels.',
          'When you follow a link to another website or use a share button (for example to Facebook, X or WhatsApp), that website may set its own cookies under its own policy, which we invite you to read.',
        ],
      },
      {
        id: 'list',
        title: 'What the Site stores',
        paragraphs: [
          'The table below lists each cookie the Site uses, what it is for, how long it is kept and the category it belongs to.',
          {
            storage: [
              {
                name: 'sillage_session',
                kind: 'Cookie set by our server, unreadable by scripts (httpOnly)',
                purpose:
                  'Keeps you signed in to your account from one page to the next. It holds a random code, never your password.',
                duration:
                  'Until you close your browser (24 hours at most), or 30 days if you tick “Remember me”. Deleted when you log out.',
                category: 'Strictly necessary',
              },
              {
                name: 'accepted_cookies',
                kind: 'Local storage',
                purpose:
                  'Records your cookie choices, with their date and the version of this policy, so that we respect them and do not ask you again on every visit.',
                duration:
                  'Until you change your choice or clear your browser’s data. We ask you again after 24 months at most, or sooner if this policy changes in a way that calls for new consent.',
                category: 'Strictly necessary',
              },
              {
                name: 'lang',
                kind: 'Local storage',
                purpose: 'Remembers the language you chose: English, French or Spanish.',
                duration: 'Until you choose another language or clear your browser’s data.',
                category: 'Functional, at your request',
              },
              {
                name: 'sillage_lang',
                kind: 'Cookie set by the Site’s scripts',
                purpose:
                  'Tells our server the language you chose, so that each page arrives already written in it rather than in English first. Set only when you choose French or Spanish.',
                duration:
                  'One year, or until you switch back to English or clear your browser’s data.',
                category: 'Functional, at your request',
              },
              {
                name: 'favorites',
                kind: 'Local storage',
                purpose:
                  'Keeps the perfumes you add to your favourites while you are not signed in, so that your profile works without an account.',
                duration:
                  'Until you remove them or clear your browser’s data. When you create an account, they are added to it.',
                category: 'Functional, at your request',
              },
              {
                name: 'dislikedIngredients',
                kind: 'Local storage',
                purpose:
                  'Keeps the ingredients you chose to avoid while you are not signed in, so that recommendations leave out the perfumes built on them.',
                duration:
                  'Until you remove them or clear your browser’s data. When you create an account, they are added to it.',
                category: 'Functional, at your request',
              },
              {
                name: 'collection',
                kind: 'Local storage',
                purpose:
                  'Keeps your shelves, ratings, notes and wear diary while you are not signed in.',
                duration:
                  'Until you remove them or clear your browser’s data. When you create an account or sign in, they are added to it.',
                category: 'Functional, at your request',
              },
              {
                name: 'tempId',
                kind: 'Local storage',
                purpose:
                  'A random temporary identifier that lets the favourites you saved without an account be carried over to the account you create. It says nothing about who you are.',
                duration: 'Until you create an account or clear your browser’s data.',
                category: 'Functional, at your request',
              },
              {
                name: 'email',
                kind: 'Local storage',
                purpose:
                  'Your e-mail address, kept only if you tick “Remember me” when you log in, to fill in the login form next time.',
                duration: 'Until you untick “Remember me” or clear your browser’s data.',
                category: 'Functional, at your request',
              },
              {
                name: 'remember',
                kind: 'Local storage',
                purpose:
                  'Records that you ticked “Remember me”, so that the login form is filled in with your e-mail address.',
                duration: 'Until you untick “Remember me” or clear your browser’s data.',
                category: 'Functional, at your request',
              },
              {
                name: 'brandAccess',
                kind: 'Local storage',
                purpose:
                  'Remembers the brands named in a partner’s link that brought you to the Site, so that the Site presents them as that link intended.',
                duration:
                  'Until another partner link replaces or clears it, or you clear your browser’s data.',
                category: 'Functional, at your request',
              },
            ],
          },
        ],
      },
      {
        id: 'categories',
        title: 'Categories of cookies',
        paragraphs: [
          {
            list: [
              'Strictly necessary: needed for the Site to work securely or to remember your cookie choices. They cannot be switched off in our settings.',
              'Functional: remember the choices you make — your language, your favourites, “Remember me” — in order to provide the features you use. They stay in your browser, are never used to follow you on other websites and, as they serve a feature you ask for, do not require consent.',
              'Analytics: only if you consent, the Site sends our own server a record of the pages and features used (for example a search run or a perfume viewed), so that we can measure and improve the Site. No third-party analytics service is involved, and nothing is sent if you refuse.',
              'Marketing: the Site currently uses no marketing or advertising cookies. Should this change, we will update this policy and ask for your consent beforehand.',
            ],
          },
        ],
      },
      {
        id: 'choices',
        title: 'Managing your choices',
        paragraphs: [
          'On your first visit, a window lets you accept, configure or reject the cookies that need your consent. Rejecting is as easy as accepting, and the Site works in either case.',
          'You can change or withdraw your consent at any time through the “Cookie settings” link at the foot of the page or in the menu. Withdrawing consent takes effect for the future and does not affect what was done before.',
          'You can also delete or block cookies and local storage in your browser’s settings, usually under privacy or site data. If you block strictly necessary or functional cookies, some features, such as signing in or keeping favourites, will no longer work.',
        ],
      },
      {
        id: 'data',
        title: 'Personal data',
        paragraphs: [
          'Where the information kept by a cookie relates to you, we process it as described in our privacy policy, which also explains your rights and how to exercise them.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        paragraphs: [
          'We update this policy whenever we add, remove or change a cookie; the date at the top shows the last update. When a change concerns cookies that need your consent, we ask for it again.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        paragraphs: [
          'For any question about cookies, write to us at {privacyEmail} or by post to {company}, {address}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated November 2020',
    sections: [
      {
        id: 'commitments',
        title: 'Our commitments',
        paragraphs: [
          '{company}, a fragrance company with its registered office at {address} (“we”, “us”), is the controller of the personal data processed through this website (the “Site”). We collect only the data we need for the purposes described below, we tell you plainly what we do with it, we keep it safe and we make it easy for you to exercise your rights.',
          'This policy applies to the data collected when you browse the Site, create and use an account, contact us, take part in a contest or subscribe to our communications. The data we process are:',
          {
            list: [
              'identification and contact data: your first name, last name and e-mail address;',
              'account data: your password, which we keep only in an irreversibly hashed form, your favourite perfumes and the olfactive profile drawn from them, and your preferences, such as your language and whether you agreed to receive our communications;',
              'browsing data: your IP address, the type of device and browser you use, and, if you consent to analytics, the pages you view, the searches you run and the perfumes you look at, with their date and time;',
              'what you send us: messages written through the contact form and images submitted to contests.',
            ],
          },
          'We do not ask for special categories of data, such as health data, and we ask you not to send us any.',
        ],
      },
      {
        id: 'law',
        title: 'Applicable law',
        paragraphs: [
          'We process your data in accordance with Regulation (EU) 2016/679 of 27 April 2016, the General Data Protection Regulation (“GDPR”), with Spanish Organic Law 3/2018 of 5 December on the protection of personal data and the guarantee of digital rights, and with Spanish Law 34/2002 of 11 July on information society services and electronic commerce, which governs, among other things, cookies and commercial communications sent by electronic means.',
        ],
      },
      {
        id: 'purposes',
        title: 'Why we use your data',
        paragraphs: [
          'We use your data for the following purposes, each on the legal basis stated:',
          {
            list: [
              'to provide the Site and the account you ask for — keeping your favourites, building your profile and recommendations, signing you in and resetting your password: the performance of the contract formed by our terms of use (Article 6(1)(b) GDPR);',
              'to answer your messages and requests: our legitimate interest in replying to you (Article 6(1)(f) GDPR);',
              'to run contests, publish the images submitted and contact the winners: the performance of the contest rules you accept;',
              'for commercial and marketing purposes — sending you news, offers and invitations about our fragrances, our e-shop and those of our partners, chosen to match the interests shown by your favourites and browsing: your consent (Article 6(1)(a) GDPR), which you give by ticking the box provided for that purpose and may withdraw at any time;',
              'to measure how the Site is used and improve it: your consent, given through the cookie settings;',
              'to keep the Site secure, prevent abuse and fraud, and establish, exercise or defend legal claims: our legitimate interest;',
              'to comply with our legal obligations, for example towards the tax or judicial authorities: a legal obligation (Article 6(1)(c) GDPR).',
            ],
          },
          'We take no decision producing legal effects concerning you, or similarly significant effects, solely on the basis of automated processing. The recommendations shown on the Site are suggestions that you are free to ignore.',
        ],
      },
      {
        id: 'consequences',
        title: 'If you do not give us your data',
        paragraphs: [
          'In our forms, the fields marked with an asterisk (*) are mandatory: without them we cannot create your account, answer your message or register your entry in a contest. The other fields are optional, and leaving them empty has no consequence other than that the related feature will not be available to you.',
          'Browsing the Site never requires an account: you can search the encyclopedia and keep favourites in your browser without giving us any personal data. Refusing commercial communications or analytics does not restrict your access to the Site in any way.',
        ],
      },
      {
        id: 'recipients',
        title: 'Who receives your data',
        paragraphs: [
          'Within {company}, your data are accessible only to the staff who need them for their work. We do not sell your data. We share them only with:',
          {
            list: [
              'our service providers (processors) for hosting, databases, e-mail delivery and security, who process the data only on our instructions, under a contract that meets the requirements of Article 28 GDPR;',
              'advertisers and a retail partner publisher that offers the fragrances presented on the Site, only if you have consented to it and only to the extent needed for them to send you offers or show you relevant advertising; they act as independent controllers under their own privacy policies;',
              'public authorities, courts and our professional advisers, where the law requires it or where it is necessary to defend our rights.',
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Security and retention',
        paragraphs: [
          'We apply technical and organisational measures suited to the risk: encrypted connections (HTTPS), passwords kept only as a hash, a session cookie that scripts cannot read, limits on repeated attempts, restricted access to our systems and regular back-ups. No system is entirely secure; should a breach put your rights at high risk, we would inform you and the supervisory authority as the law requires.',
          'We keep your data only for as long as necessary:',
          {
            list: [
              'account data: for as long as your account exists; when you delete it, your account, favourites and sessions are erased;',
              'data used for commercial communications: until you withdraw your consent or, failing that, for three years after your last contact with us;',
              'contact messages: for the time needed to deal with them, and one year at most;',
              'browsing and usage data: 24 months at most.',
            ],
          },
          'At the end of these periods, data may be kept blocked, available only to the competent authorities, for the time during which a liability arising from the processing may be claimed; they are then deleted.',
        ],
      },
      {
        id: 'transfers',
        title: 'Transfers outside the European Union',
        paragraphs: [
          'Some of our service providers or partners may be located, or access data, outside the European Economic Area. We transfer data outside the European Economic Area only to countries that the European Commission recognises as offering an adequate level of protection or, failing that, with appropriate safeguards such as the standard contractual clauses adopted by the Commission, together with any additional measures needed to protect the data. You can obtain a copy of these safeguards by writing to {privacyEmail}.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        paragraphs: [
          'You have the right to:',
          {
            list: [
              'withdraw your consent at any time, without affecting the lawfulness of the processing carried out before the withdrawal;',
              'access your data and obtain a copy of them;',
              'rectify data that are inaccurate or incomplete;',
              'erase your data, in particular when they are no longer needed or when you withdraw your consent;',
              'restrict the processing of your data, for example while we examine a request;',
              'receive the data you gave us in a structured, commonly used and machine-readable format, and have them transmitted to another controller (portability);',
              'object to processing based on our legitimate interest and, at any time and without giving reasons, to direct marketing;',
              'lodge a complaint with a supervisory authority: in Spain, the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD, www.aepd.es), or the authority of the European Union country where you live or work.',
            ],
          },
          'You can exercise two of these rights yourself, straight away: once signed in, your profile lets you download all the data linked to your account as a JSON file, and delete your account, which erases it together with your favourites and sessions.',
          'For any other request, write to {privacyEmail} or to our postal address. We reply within one month; for complex requests this period may be extended by two further months, in which case we tell you why. If we have reasonable doubts about your identity, we may ask you for the information needed to confirm it.',
        ],
      },
      {
        id: 'opt-in',
        title: 'Opting in and opting out',
        paragraphs: [
          'We send you commercial communications only if you have opted in, by ticking the box provided in the sign-up form or in another form that offers it. The box is never ticked in advance, and agreeing is not a condition for creating an account.',
          'You can opt out at any time, free of charge, through the unsubscribe link included in every message or by writing to {privacyEmail}. We then stop sending you communications without delay.',
          'Service messages needed for your account, such as a password-reset e-mail, are not commercial communications and are sent whatever your choice.',
        ],
      },
      {
        id: 'contacts',
        title: 'Contacts',
        paragraphs: [
          'For any question about this policy or the processing of your data, you can contact us:',
          {
            list: ['by e-mail: {privacyEmail};', 'by post: {company}, Data protection, {address}.'],
          },
        ],
      },
      {
        id: 'amendments',
        title: 'Amendments',
        paragraphs: [
          'We may update this policy to reflect changes in our processing or in the law; the date of the last update appears at the top. If a change is significant, such as a new purpose or a new category of recipients, we will tell you by a notice on the Site or by e-mail before it takes effect and, where required, ask for your consent again.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    updated: 'Last updated November 2020',
    sections: [
      {
        id: 'company',
        title: 'Company information',
        paragraphs: [
          'This website (the “Site”) is published by {company}, a company incorporated in Spain with its registered office at {address} (“we”, “us”). You can write to us at that address or by e-mail at {privacyEmail}.',
          'These terms of use govern access to and use of the Site, in whichever language you read it. By using the Site you accept them as they stand on the day of your visit; if you do not accept them, please do not use the Site.',
        ],
      },
      {
        id: 'host',
        title: 'Hosting',
        paragraphs: [
          'The Site is hosted on servers located in the European Union by a technical service provider acting on our behalf and on our instructions. Its name and contact details are available on request at {privacyEmail}.',
          'We take reasonable care to keep the Site available, but we cannot guarantee uninterrupted access: the Site may be suspended for maintenance, for updates or for reasons beyond our control, without notice and without giving rise to compensation.',
        ],
      },
      {
        id: 'access',
        title: 'Access to the Site',
        paragraphs: [
          'The Site is free to use. Browsing it needs no registration; some features, such as keeping a profile of favourites on every device, need an account.',
          'You must be 18 or older to create an account, take part in a contest or otherwise give us personal data. If you are under 18, you may do so only with the authorisation of a parent or legal guardian, who accepts these terms on your behalf and remains responsible for your use of the Site.',
          'When you create an account, you undertake to give accurate information and to keep your password confidential. You are responsible for what is done with your account and must tell us promptly at {privacyEmail} if you think it has been used without your permission. We may suspend or close an account used in breach of these terms.',
        ],
      },
      {
        id: 'use',
        title: 'Use of the Site',
        paragraphs: [
          'The Site and its content are made available to you for your personal, private and non-commercial use only. You may view them on screen and make the temporary copy in your device’s memory or cache that this viewing requires. Any other reproduction, extraction, reuse or distribution, in whole or in part, requires our prior written consent.',
          'In particular, you undertake not to:',
          {
            list: [
              'collect or extract the content of the Site, including its perfume and ingredient data, by automated means such as robots or scrapers, or reuse it in another product or database;',
              'interfere with the operation or security of the Site, try to gain unauthorised access to it, or place an unreasonable load on its infrastructure;',
              'use the Site for an unlawful purpose or in a way that infringes the rights of others;',
              'publish or send through the Site any content that is unlawful, defamatory or offensive, or that infringes the rights of third parties.',
            ],
          },
          'The Site is an encyclopedia and sells nothing. A purchase made in our e-shop or on a retailer’s website is governed by the conditions of sale published there.',
        ],
      },
      {
        id: 'privacy',
        title: 'Privacy and personal data',
        paragraphs: [
          'We process the personal data you give us, or that are collected when you use the Site, in accordance with the General Data Protection Regulation (EU) 2016/679 and Spanish data protection law. Our privacy policy explains which data we collect, why, on what legal basis, for how long and with whom we share them, and how to exercise your rights. Our cookie policy describes what the Site stores on your device.',
          'Both policies form part of these terms. You can read them at any time through the “Cookies and policies” entry of the menu or the links at the foot of the page.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        paragraphs: [
          'The Site as a whole and each of its elements — texts, descriptions, compilations of data, visualisations, graphics, logos, trade marks, software, and the selection and arrangement of its content — are protected by intellectual and industrial property rights that belong to {company} or to third parties who have authorised their use. Perfume names, brand names and product images belong to their respective owners and are used only to identify the products described.',
          'Apart from the personal use allowed in the section “Use of the Site”, no right or licence over these elements is granted to you. Any reproduction, communication to the public, adaptation, translation or exploitation without our prior written authorisation is prohibited and may give rise to civil and criminal liability.',
          'If you believe that content on the Site infringes your rights, write to us at {privacyEmail}, describing the content and the rights concerned; we will examine your request promptly.',
        ],
      },
      {
        id: 'image-rights',
        title: 'Contests and assignment of image rights',
        paragraphs: [
          'We may organise online contests in which participants upload photographs or other images. Each contest has its own rules, which apply in addition to these terms.',
          'By uploading an image, you confirm that it is your own original work or that you hold all the rights needed to submit it; that every identifiable person shown in it has agreed to its publication, with the consent of a parent or guardian for anyone under 18; and that it infringes neither the law nor the rights of any third party.',
          'You grant {company} and its licensors, free of charge, worldwide and for the full legal term of the rights concerned, the non-exclusive right to reproduce, adapt (in particular to resize, crop or reformat), publish and share the image, with or without your name, on the Site, on our social media accounts and in our communications about the contest. You keep the ownership of your image.',
          'We may remove any image at any time and without notice, in particular if it appears to breach these terms or the contest rules. You are responsible for the images you submit and for any claim that a third party may bring because of them.',
        ],
      },
      {
        id: 'links',
        title: 'Links',
        paragraphs: [
          'The Site may contain links to third-party websites, such as those of brands, retailers or social networks. We do not control these websites and are not responsible for their content, their availability or the way they handle your data; your use of them is governed by their own terms and policies. A link does not mean that we endorse the website or its owner.',
          'A link to the Site from a third-party website requires our prior written consent, which you can request at {privacyEmail}. In any event, the Site may not be framed or shown within another website, and no link may suggest a relationship with us that does not exist.',
        ],
      },
      {
        id: 'disclaimer',
        title: 'Content disclaimer',
        paragraphs: [
          'The information on the Site — perfume descriptions and compositions, olfactory families, ingredient chapters, similarities and recommendations — is given for general information. It is compiled with care, partly from an outside scent-classification guide and from information published by the brands, but it may be incomplete, contain errors or be out of date, and a manufacturer may change a composition at any time. It is not advice, in particular not medical or dermatological advice: if you have an allergy or sensitive skin, always read the product’s label and ask a professional.',
          'Recommendations are produced automatically from the olfactive profiles of perfumes and from your favourites. They are suggestions, not a promise that you will like a fragrance.',
          'To the extent permitted by law, we are not liable for damage arising from the use of the information on the Site, from an interruption of the Site or from third-party content. Nothing in these terms excludes or limits a liability that the law does not allow to be excluded or limited, in particular for wilful misconduct or gross negligence, or affects your rights as a consumer.',
        ],
      },
      {
        id: 'law',
        title: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by Spanish law.',
          'Any dispute about the Site or these terms shall be brought before the courts of Barcelona (Spain). If you are a consumer, you may also bring proceedings before the courts of the place where you live, and you keep the protection of the mandatory provisions of the law of your country of residence.',
          'Before going to court, we invite you to write to us at {privacyEmail} so that we can look for an amicable solution together.',
          'We may amend these terms to reflect changes to the Site or to the law. The terms that apply are those published on the Site on the day of your visit; the date of the last update appears at the top.',
        ],
      },
    ],
  },
};
