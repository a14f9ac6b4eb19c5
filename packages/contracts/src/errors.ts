/**
 * Every error the API can answer with: the dotted code, its HTTP status and its message in each language.
 * The server picks the message by the request's language; the web app may show `message` as is.
 */
export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'bn';

interface ErrorDefinition {
  status: number;
  bn: string;
  en: string;
}

export const errorCatalogue = {
  'login.not.session': {
    status: 401,
    bn: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন',
    en: 'You are not logged in, please login',
  },
  'login.invalid.credentials': {
    status: 401,
    bn: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড সঠিক নয়',
    en: 'Incorrect username or password',
  },
  'login.account.unavailable': {
    status: 403,
    bn: 'এই অ্যাকাউন্টটি এখন ব্যবহার করা যাবে না, গ্রাহক সেবায় যোগাযোগ করুন',
    en: 'This account cannot be used now, please contact customer service',
  },
  'login.too.many.attempts': {
    status: 429,
    bn: 'অনেকবার ভুল চেষ্টা হয়েছে, {{minutes}} মিনিট পরে আবার চেষ্টা করুন',
    en: 'Too many failed attempts, try again in {{minutes}} minutes',
  },
  'login.not.agent': {
    status: 403,
    bn: 'এজেন্ট ছাড়া কেউ লগইন করতে পারবে না',
    en: 'Non-agents cannot log in',
  },
  'login.not.member': {
    status: 403,
    bn: 'সদস্য নয় এমন অ্যাকাউন্ট লগইন করতে পারবে না',
    en: 'Non-member account unable to login',
  },
  'login.trial.forbidden': {
    status: 403,
    bn: 'অনুগ্রহ করে আগে একটি অ্যাকাউন্ট নিবন্ধন করুন',
    en: 'Please Register An Account First',
  },
  'login.sms.disabled': {
    status: 403,
    bn: 'এসএমএস কোড দিয়ে লগইন এখন চালু নেই',
    en: 'Login with an SMS code is not available',
  },
  'login.freeplay.disabled': {
    status: 403,
    bn: 'ফ্রি প্লে এখন চালু নেই',
    en: 'Free play is not available',
  },
  'login.new.ip.verification': {
    status: 403,
    bn: 'নতুন আইপি থেকে লগইন: অনুগ্রহ করে আগে যাচাই সম্পন্ন করুন',
    en: 'New login location: please complete verification first',
  },
  'password.change.required': {
    status: 403,
    bn: 'চালিয়ে যেতে আগে পাসওয়ার্ড পরিবর্তন করুন',
    en: 'Please change your password before you continue',
  },
  'password.old.incorrect': {
    status: 400,
    bn: 'বর্তমান পাসওয়ার্ড সঠিক নয়',
    en: 'The current password is not correct',
  },
  'password.confirm.mismatch': {
    status: 400,
    bn: 'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়',
    en: 'Confirmation password not correct',
  },
  'password.same.as.old': {
    status: 400,
    bn: 'নতুন পাসওয়ার্ড পুরোনোটির মতো হতে পারবে না',
    en: 'The new password must differ from the old one',
  },
  'password.too.weak': {
    status: 400,
    bn: 'পাসওয়ার্ড খুব দুর্বল',
    en: 'The password is too weak',
  },
  'register.disabled': {
    status: 403,
    bn: 'এখন সরাসরি নিবন্ধন বন্ধ আছে',
    en: 'Direct registration is closed',
  },
  'register.username.taken': {
    status: 409,
    bn: 'এই ব্যবহারকারীর নামটি আগেই নেওয়া হয়েছে',
    en: 'This username is already taken',
  },
  'register.email.taken': {
    status: 409,
    bn: 'এই ইমেইলটি আগেই ব্যবহৃত হয়েছে',
    en: 'This email is already in use',
  },
  'register.mobile.taken': {
    status: 409,
    bn: 'এই মোবাইল নম্বরটি আগেই ব্যবহৃত হয়েছে',
    en: 'This mobile number is already in use',
  },
  'register.terms.required': {
    status: 400,
    bn: 'আপনার বয়স ১৮+ এবং শর্তাবলী ও গোপনীয়তা নীতি মেনে নিতে হবে',
    en: 'You must be 18 or older and accept the terms and privacy policy',
  },
  'register.affiliate.invalid': {
    status: 400,
    bn: 'আমন্ত্রণ কোডটি সঠিক নয়',
    en: 'Invalid invitation code',
  },
  'verification.mobile.invalid': {
    status: 400,
    bn: 'সঠিক মোবাইল নম্বর দিন',
    en: 'Invalid or missing mobile number',
  },
  'verification.email.invalid': {
    status: 400,
    bn: 'সঠিক ইমেইল দিন',
    en: 'Invalid or missing email',
  },
  'verification.too.frequent': {
    status: 429,
    bn: 'অনুগ্রহ করে এক মিনিট পরে আবার কোড চান',
    en: 'Please wait a minute before asking for another code',
  },
  'verification.too.many': {
    status: 429,
    bn: 'অনেক বেশি অনুরোধ, ৫ মিনিট পরে আবার চেষ্টা করুন',
    en: 'Too many requests, retry after 5 minutes',
  },
  'verification.code.invalid': {
    status: 400,
    bn: 'সঠিক যাচাইকরণ কোড দিন',
    en: 'Invalid or missing verification code',
  },
  'verification.code.expired': {
    status: 400,
    bn: 'কোডের মেয়াদ শেষ, আবার পাঠান',
    en: 'Code expired, please send again',
  },
  'captcha.required': {
    status: 400,
    bn: 'ক্যাপচা লিখুন',
    en: 'Please enter the captcha',
  },
  'captcha.invalid': {
    status: 400,
    bn: 'ক্যাপচা মেলেনি, আবার চেষ্টা করুন',
    en: 'Captcha failed, please try again',
  },
  'challenge.required': {
    status: 400,
    bn: 'অনুগ্রহ করে আগে যাচাই সম্পন্ন করুন',
    en: 'Please complete verification first',
  },
  'crypto.invalid': {
    status: 400,
    bn: 'অনুরোধটি পড়া যায়নি, পাতাটি আবার লোড করুন',
    en: 'The request could not be read, please reload the page',
  },
  'member.not.found': {
    status: 404,
    bn: 'ব্যবহারকারীর নাম/ইমেইল পাওয়া যায়নি',
    en: 'Username/Email does not exist',
  },
  'lottery.game.not.found': {
    status: 404,
    bn: 'লটারি গেমটি পাওয়া যায়নি',
    en: 'Lottery game not found',
  },
  'lottery.numero.not.found': {
    status: 404,
    bn: 'এই ড্র পাওয়া যায়নি',
    en: 'This draw was not found',
  },
  'lottery.numero.closed': {
    status: 409,
    bn: 'এই ড্রয়ের বাজি বন্ধ হয়ে গেছে',
    en: 'Betting on this draw has closed',
  },
  'lottery.bet.invalid': {
    status: 400,
    bn: 'এই বাজিটি এই গেমে নেই',
    en: 'This bet does not exist in this game',
  },
  'lottery.stake.range': {
    status: 400,
    bn: 'প্রতিটি বাজি {{min}} থেকে {{max}} এর মধ্যে হতে হবে',
    en: 'Each bet must be between {{min}} and {{max}}',
  },
  'lottery.limit.key': {
    status: 400,
    bn: 'একটি সংখ্যায় এই ড্রয়ে সর্বোচ্চ {{max}} বাজি ধরা যায়',
    en: 'At most {{max}} can be staked on one number in this draw',
  },
  'lottery.limit.soldout': {
    status: 409,
    bn: '{{betKey}} এই ড্রয়ে বিক্রি শেষ: অন্য সংখ্যা বেছে নিন',
    en: '{{betKey}} is sold out for this draw: pick another number',
  },
  'lottery.limit.numero': {
    status: 400,
    bn: 'এই ড্রয়ে সর্বোচ্চ {{max}} বাজি ধরা যায়',
    en: 'At most {{max}} can be staked on this draw',
  },
  'lottery.limit.payout': {
    status: 400,
    bn: 'এই ড্রয়ে সম্ভাব্য জয় {{max}} ছাড়াতে পারে না',
    en: 'The possible win on this draw cannot exceed {{max}}',
  },
  'lottery.bet.not.cancellable': {
    status: 409,
    bn: 'এই বাজি আর বাতিল করা যায় না',
    en: 'This bet can no longer be cancelled',
  },
  'lottery.numero.final': {
    status: 409,
    bn: 'এই ড্রয়ের হিসাব আগেই চূড়ান্ত হয়েছে',
    en: 'This draw has already been settled or voided',
  },
  'lottery.numero.not.settled': {
    status: 409,
    bn: 'শুধু নিষ্পত্তি হওয়া ড্রয়ের ফল সংশোধন করা যায়',
    en: 'Only a settled draw’s result can be corrected',
  },
  'lottery.result.invalid': {
    status: 400,
    bn: 'এই গেমের জন্য ফলাফলটি সঠিক নয়',
    en: 'This result is not a valid draw of this game',
  },
  'lottery.odds.invalid': {
    status: 400,
    bn: '{{key}} এই গেমের কোনো বাজির দর নয়',
    en: '{{key}} is not a bet of this game',
  },
  'lottery.bet.not.found': {
    status: 404,
    bn: 'বাজিটি পাওয়া যায়নি',
    en: 'Bet not found',
  },
  'wallet.insufficient.funds': {
    status: 400,
    bn: 'পর্যাপ্ত ব্যালেন্স নেই',
    en: 'Insufficient balance',
  },
  'wallet.amount.invalid': {
    status: 400,
    bn: 'সঠিক পরিমাণ লিখুন',
    en: 'Please enter a valid amount',
  },
  'game.not.found': {
    status: 404,
    bn: 'গেমটি পাওয়া যায়নি বা এখন বন্ধ আছে',
    en: 'This game was not found or is closed now',
  },
  'game.demo.unavailable': {
    status: 400,
    bn: 'এই গেমে ফ্রি ডেমো নেই',
    en: 'This game has no free demo',
  },
  'game.launch.lottery': {
    status: 400,
    bn: 'লটারি গেম লটারির পাতায় খোলে, এখান থেকে চালু করা যায় না',
    en: 'Lottery games open on the lottery page, they cannot be started from here',
  },
  'game.launch.unavailable': {
    status: 503,
    bn: 'গেমটি এখন চালু করা যাচ্ছে না, একটু পরে আবার চেষ্টা করুন',
    en: 'The game cannot be started now, please try again shortly',
  },
  'wallet.vendor.not.transfer': {
    status: 400,
    bn: 'এই গেম প্রদানকারীর আলাদা ওয়ালেট নেই, মূল ওয়ালেট থেকেই খেলুন',
    en: 'This game provider has no wallet of its own; play from your main wallet',
  },
  'wallet.vendor.unavailable': {
    status: 503,
    bn: 'গেম প্রদানকারীর ওয়ালেট এখন সাড়া দিচ্ছে না, একটু পরে আবার চেষ্টা করুন',
    en: "The game provider's wallet is not answering now, please try again shortly",
  },
  'deposit.channel.unavailable': {
    status: 400,
    bn: 'এই পেমেন্ট পদ্ধতিটি এখন চালু নেই',
    en: 'This payment method is not available now',
  },
  'deposit.amount.range': {
    status: 400,
    bn: 'পরিমাণ ৳{{min}} থেকে ৳{{max}} এর মধ্যে হতে হবে',
    en: 'The amount must be between ৳{{min}} and ৳{{max}}',
  },
  'deposit.not.pending': {
    status: 409,
    bn: 'এই অনুরোধটি আগেই নিষ্পত্তি হয়েছে',
    en: 'This request has already been processed',
  },
  'deposit.gateway.signature': {
    status: 401,
    bn: 'স্বাক্ষর মেলেনি',
    en: 'The signature does not match',
  },
  'upload.image.too.large': {
    status: 400,
    bn: 'ছবির আকার ৫MB এর বেশি',
    en: 'The image is larger than 5MB',
  },
  'upload.image.type': {
    status: 400,
    bn: 'শুধু png বা jpg ছবি দেওয়া যাবে',
    en: 'Only png or jpg images are accepted',
  },
  'upload.image.count': {
    status: 400,
    bn: '৩টির বেশি ছবি দেওয়া যাবে না',
    en: 'No more than 3 images',
  },
  'feedback.content.empty': {
    status: 400,
    bn: 'ইনপুট খালি রাখা যাবে না',
    en: 'Input cannot be empty',
  },
  'feedback.content.too.long': {
    status: 400,
    bn: 'মতামত সর্বোচ্চ {{max}} অক্ষরের হতে পারে',
    en: 'Feedback can be at most {{max}} characters',
  },
  'feedback.not.found': {
    status: 404,
    bn: 'মতামতটি পাওয়া যায়নি',
    en: 'The feedback was not found',
  },
  'feedback.already.replied': {
    status: 409,
    bn: 'এই মতামতের উত্তর আগেই দেওয়া হয়েছে',
    en: 'This feedback has already been answered',
  },
  'support.image.invalid': {
    status: 400,
    bn: 'একটি ছবি আপনার আপলোড করা ছবির মধ্যে পাওয়া যায়নি',
    en: 'An image is not one of your uploads',
  },
  'support.chat.empty': {
    status: 400,
    bn: 'একটি বার্তা লিখুন বা ছবি যুক্ত করুন',
    en: 'Type a message or attach an image',
  },
  'support.chat.too.long': {
    status: 400,
    bn: 'একটি বার্তা সর্বোচ্চ {{max}} অক্ষরের হতে পারে',
    en: 'A message can be at most {{max}} characters',
  },
  'support.chat.too.fast': {
    status: 429,
    bn: 'আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন, {{seconds}} সেকেন্ড পরে আবার চেষ্টা করুন',
    en: 'You are sending messages too fast, try again in {{seconds}} seconds',
  },
  'support.chat.guest.invalid': {
    status: 401,
    bn: 'এই চ্যাট সেশনটি বৈধ নয়, অনুগ্রহ করে চ্যাটটি আবার খুলুন',
    en: 'This chat session is not valid, please open the chat again',
  },
  'support.chat.guest.image': {
    status: 403,
    bn: 'ছবি পাঠাতে লগইন করুন',
    en: 'Log in to send images',
  },
  'support.conversation.not.found': {
    status: 404,
    bn: 'কথোপকথনটি পাওয়া যায়নি',
    en: 'The conversation was not found',
  },
  'withdraw.account.missing': {
    status: 400,
    bn: 'আগে একটি উত্তোলন অ্যাকাউন্ট যুক্ত করুন',
    en: 'Bind a withdrawal account first',
  },
  'withdraw.payment.password.incorrect': {
    status: 400,
    bn: 'পেমেন্ট পাসওয়ার্ড সঠিক নয়',
    en: 'The payment password is not correct',
  },
  'withdraw.turnover.open': {
    status: 400,
    bn: 'উত্তোলনের আগে আরও ৳{{amount}} টার্নওভার পূরণ করুন',
    en: 'Complete another ৳{{amount}} of turnover before withdrawing',
  },
  'withdraw.amount.range': {
    status: 400,
    bn: 'উত্তোলনের পরিমাণ ৳{{min}} থেকে ৳{{max}} এর মধ্যে হতে হবে',
    en: 'The withdrawal must be between ৳{{min}} and ৳{{max}}',
  },
  'withdraw.not.pending': {
    status: 409,
    bn: 'এই উত্তোলনটি আগেই নিষ্পত্তি হয়েছে',
    en: 'This withdrawal has already been processed',
  },
  'withdraw.receipt.invalid': {
    status: 400,
    bn: 'প্রাপ্তির তথ্য সঠিক নয়',
    en: 'The receipt details are not valid',
  },
  'agent.not.agent': {
    status: 403,
    bn: 'এই পাতা শুধু এজেন্টদের জন্য',
    en: 'This page is for agents only',
  },
  'agent.not.downline': {
    status: 403,
    bn: 'এই সদস্য আপনার দলের নয়',
    en: 'This member is not in your team',
  },
  'agent.depth.exceeded': {
    status: 400,
    bn: 'দলের সর্বোচ্চ স্তরে পৌঁছে গেছে, এখানে আর নতুন সদস্য যোগ করা যাবে না',
    en: 'The team has reached its deepest level; no member can be added here',
  },
  'agent.move.cycle': {
    status: 400,
    bn: 'কোনো সদস্যকে তার নিজের দলের ভেতরে সরানো যায় না',
    en: 'A member cannot be moved under its own team',
  },
  'agent.parent.not.agent': {
    status: 400,
    bn: 'নতুন আপলাইন অবশ্যই এই সাইটের একজন এজেন্ট হতে হবে',
    en: 'The new upline must be an agent of this site',
  },
  'agent.invitation.limit': {
    status: 400,
    bn: 'সর্বোচ্চ {{max}}টি আমন্ত্রণ লিংক রাখা যায়',
    en: 'You can keep at most {{max}} invitation links',
  },
  'agent.invitation.not.found': {
    status: 404,
    bn: 'আমন্ত্রণ লিংকটি পাওয়া যায়নি',
    en: 'The invitation link was not found',
  },
  'agent.range.invalid': {
    status: 400,
    bn: 'তারিখের সীমা সঠিক নয় (সর্বোচ্চ {{days}} দিন)',
    en: 'The date range is not valid (at most {{days}} days)',
  },
  'agent.application.exists': {
    status: 409,
    bn: 'আপনার একটি আবেদন ইতিমধ্যে বিবেচনাধীন আছে',
    en: 'You already have an application under review',
  },
  'agent.application.already.agent': {
    status: 409,
    bn: 'আপনি ইতিমধ্যে একজন এজেন্ট',
    en: 'You are already an agent',
  },
  'agent.application.not.found': {
    status: 404,
    bn: 'আবেদনটি পাওয়া যায়নি',
    en: 'The application was not found',
  },
  'agent.application.decided': {
    status: 409,
    bn: 'এই আবেদনের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে',
    en: 'This application has already been decided',
  },
  'agent.contract.disabled': {
    status: 403,
    bn: 'এই সাইটে এই ধরনের চুক্তি নেই',
    en: 'This site does not offer this kind of contract',
  },
  'agent.contract.terms.invalid': {
    status: 400,
    bn: 'চুক্তির শর্ত সঠিক নয়: প্রতিটি ধাপের হার সর্বোচ্চ {{max}}% এবং ধাপগুলো আলাদা হতে হবে',
    en: 'The contract terms are not valid: each rate at most {{max}}% and no two tiers alike',
  },
  'agent.contract.rate.cap': {
    status: 400,
    bn: 'ডাউনলাইনের হার একই সীমায় আপনার নিজের চুক্তির হারের বেশি হতে পারে না',
    en: "A downline's rate cannot exceed your own contract's rate at the same thresholds",
  },
  'agent.contract.period.mismatch': {
    status: 400,
    bn: 'ডিভিডেন্ড চুক্তি আপনার নিজের চুক্তির সময়কাল অনুযায়ী চলে',
    en: "A dividend contract runs on your own contract's period",
  },
  'agent.contract.none': {
    status: 400,
    bn: 'এই ধরনের আপনার কোনো চুক্তি নেই, তাই আপনি অফার দিতে পারবেন না',
    en: 'You have no contract of this kind, so you cannot offer one',
  },
  'agent.contract.not.direct': {
    status: 403,
    bn: 'চুক্তি শুধু আপনার সরাসরি সাব-এজেন্টকে দেওয়া যায়',
    en: 'Contracts are offered to your direct sub-agents only',
  },
  'agent.contract.downline.not.agent': {
    status: 400,
    bn: 'চুক্তি শুধু এজেন্টদের জন্য; এই সদস্য একজন খেলোয়াড়',
    en: 'Contracts are for agents; this member is a player',
  },
  'agent.contract.offer.pending': {
    status: 409,
    bn: 'এই ডাউনলাইনের জন্য একটি অফার ইতিমধ্যে উত্তরের অপেক্ষায় আছে',
    en: 'This downline already has an offer waiting for an answer',
  },
  'agent.contract.not.found': {
    status: 404,
    bn: 'কোনো চলমান চুক্তি পাওয়া যায়নি',
    en: 'There is no contract in force',
  },
  'agent.contract.request.not.found': {
    status: 404,
    bn: 'অফারটি পাওয়া যায়নি',
    en: 'The offer was not found',
  },
  'agent.contract.request.decided': {
    status: 409,
    bn: 'এই অফারের উত্তর ইতিমধ্যে দেওয়া হয়েছে বা এর মেয়াদ শেষ',
    en: 'This offer has already been answered or has expired',
  },
  'agent.bill.not.found': {
    status: 404,
    bn: 'বিলটি পাওয়া যায়নি',
    en: 'The bill was not found',
  },
  'agent.bill.closed': {
    status: 409,
    bn: 'এই বিলে বাতিল করার মতো বাকি কিছু নেই',
    en: 'Nothing of this bill is left to cancel',
  },
  'promotion.not.found': {
    status: 404,
    bn: 'প্রমোশনটি পাওয়া যায়নি',
    en: 'The promotion was not found',
  },
  'promotion.not.started': {
    status: 409,
    bn: 'এই প্রমোশন এখনও শুরু হয়নি',
    en: 'This promotion has not started yet',
  },
  'promotion.ended': {
    status: 409,
    bn: 'এই প্রমোশন শেষ হয়ে গেছে',
    en: 'This promotion has ended',
  },
  'promotion.not.eligible': {
    status: 403,
    bn: 'এই প্রমোশন আপনার জন্য প্রযোজ্য নয়',
    en: 'This promotion is not open to you',
  },
  'promotion.already.joined': {
    status: 409,
    bn: 'আপনি এই প্রমোশনে ইতিমধ্যে যোগ দিয়েছেন বা আবেদন করেছেন',
    en: 'You have already joined or applied for this promotion',
  },
  'promotion.not.joined': {
    status: 409,
    bn: 'পুরস্কার নিতে আগে প্রমোশনে যোগ দিন বা আবেদন করুন',
    en: 'Join or apply for the promotion first to claim its reward',
  },
  'promotion.join.automatic': {
    status: 409,
    bn: 'এই প্রমোশনে যোগ দিতে হয় না: শর্ত পূরণ হলেই পুরস্কার নেওয়া যায়',
    en: 'This promotion needs no joining: the reward is yours to claim once you meet its condition',
  },
  'promotion.application.only': {
    status: 409,
    bn: 'এই প্রমোশনে আবেদন করে অংশ নিতে হয়',
    en: 'This promotion takes part by application: apply instead',
  },
  'promotion.not.application': {
    status: 409,
    bn: 'এই প্রমোশনে আবেদন নেওয়া হয় না',
    en: 'This promotion takes no applications',
  },
  'promotion.not.qualified': {
    status: 409,
    bn: 'আপনি এখনও এই প্রমোশনের শর্ত পূরণ করেননি',
    en: "You have not met this promotion's condition yet",
  },
  'promotion.deposit.below.minimum': {
    status: 409,
    bn: 'যোগ্য ডিপোজিটটি সর্বনিম্ন ৳{{min}} এর কম ছিল',
    en: 'The qualifying deposit was below the minimum of ৳{{min}}',
  },
  'promotion.application.pending': {
    status: 409,
    bn: 'আপনার আবেদনটি এখনও পর্যালোচনা করা হচ্ছে',
    en: 'Your application is still being reviewed',
  },
  'promotion.application.rejected': {
    status: 409,
    bn: 'আপনার আবেদনটি প্রত্যাখ্যান করা হয়েছে',
    en: 'Your application was rejected',
  },
  'promotion.budget.exhausted': {
    status: 409,
    bn: 'এই প্রমোশনের বাজেট শেষ হয়ে গেছে',
    en: "This promotion's budget has run out",
  },
  'promotion.remark.too.long': {
    status: 400,
    bn: 'মন্তব্য সর্বোচ্চ {{max}} অক্ষরের হতে পারে',
    en: 'The remark can be at most {{max}} characters',
  },
  'promotion.image.invalid': {
    status: 400,
    bn: 'একটি ছবি আপনার আপলোড করা ছবির মধ্যে পাওয়া যায়নি',
    en: 'An image is not one of your uploads',
  },
  'promotion.type.unsupported': {
    status: 400,
    bn: 'এই ধরনের প্রমোশন এখন শুধু আবেদনের মাধ্যমে চালানো যায়',
    en: 'This kind of promotion can only run by application for now',
  },
  'promotion.rules.invalid': {
    status: 400,
    bn: 'নিয়মগুলো প্রমোশনের ধরনের সাথে মেলে না: ডিপোজিট প্রমোশনে শতাংশ, সাইন-আপে নির্দিষ্ট পরিমাণ লাগে',
    en: "The rules do not fit the promotion's type: deposit promotions take a percentage, sign-up a fixed amount",
  },
  'promotion.period.invalid': {
    status: 400,
    bn: 'প্রমোশনের শেষ সময় শুরুর পরে হতে হবে',
    en: 'The promotion must end after it starts',
  },
  'promotion.code.taken': {
    status: 409,
    bn: 'এই কোডের একটি প্রমোশন আগেই আছে',
    en: 'A promotion with this code already exists',
  },
  'promotion.budget.below.spent': {
    status: 400,
    bn: 'বাজেট ইতিমধ্যে প্রদান করা ৳{{spent}} এর কম হতে পারে না',
    en: 'The budget cannot be less than what has been paid (৳{{spent}})',
  },
  'promotion.has.entries': {
    status: 409,
    bn: 'সদস্যরা অংশ নিয়েছেন: এর ধরন ও যোগদানের পদ্ধতি আর বদলানো যাবে না',
    en: 'Members have taken part: its type and join mode can no longer change',
  },
  'promotion.status.invalid': {
    status: 409,
    bn: 'প্রকাশিত প্রমোশন আবার খসড়া করা যায় না',
    en: 'A published promotion cannot go back to draft',
  },
  'promotion.entry.not.found': {
    status: 404,
    bn: 'আবেদনটি পাওয়া যায়নি',
    en: 'The application was not found',
  },
  'promotion.entry.decided': {
    status: 409,
    bn: 'এই আবেদনের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে',
    en: 'This application has already been decided',
  },
  'promotion.amount.over.cap': {
    status: 400,
    bn: 'পরিমাণটি প্রমোশনের সর্বোচ্চ সীমা ৳{{cap}} এর বেশি',
    en: "The amount is above the promotion's cap of ৳{{cap}}",
  },
  'promotion.note.required': {
    status: 400,
    bn: 'প্রত্যাখ্যানের কারণ লিখুন',
    en: 'Give the reason for the rejection',
  },
  'mission.not.found': {
    status: 404,
    bn: 'মিশনটি পাওয়া যায়নি',
    en: 'The mission was not found',
  },
  'mission.closed': {
    status: 409,
    bn: 'এই মিশনটি বন্ধ হয়ে গেছে',
    en: 'This mission is closed',
  },
  'mission.not.completed': {
    status: 409,
    bn: 'আপনি এখনও এই মিশনটি সম্পূর্ণ করেননি ({{current}} / {{target}})',
    en: 'You have not completed this mission yet ({{current}} of {{target}})',
  },
  'mission.period.ended': {
    status: 409,
    bn: 'এই মিশনের সময় শেষ হয়ে গেছে: এর পুরস্কার আর নেওয়া যাবে না',
    en: "This mission's period has ended: its reward can no longer be claimed",
  },
  'mission.code.taken': {
    status: 409,
    bn: 'এই কোডের একটি মিশন আগেই আছে',
    en: 'A mission with this code already exists',
  },
  'mission.target.invalid': {
    status: 400,
    bn: 'লক্ষ্যটি সঠিক নয়: টাকার মিশনে একটি পরিমাণ, গণনার মিশনে ১ থেকে {{max}} এর মধ্যে একটি পূর্ণ সংখ্যা দিন',
    en: 'The target is not valid: give an amount for money missions, a whole number from 1 to {{max}} for counts',
  },
  'mission.category.invalid': {
    status: 400,
    bn: 'শুধু বাজির মিশনে একটি গেম বিভাগ লাগে, অন্য মিশনে নয়',
    en: 'Only a betting mission takes a game category, and it needs one',
  },
  'mission.period.invalid': {
    status: 400,
    bn: 'লগইনের দিনের মিশন শুধু সাপ্তাহিক হতে পারে',
    en: 'A login-days mission can only be weekly',
  },
  'mission.has.claims': {
    status: 409,
    bn: 'সদস্যরা এই মিশনের পুরস্কার নিয়েছেন: এর সময়কাল ও ধরন আর বদলানো যাবে না',
    en: 'Members have claimed this mission: its period and kind can no longer change',
  },
  'mission.leaderboard.not.found': {
    status: 404,
    bn: 'এই সাইটে এখন কোনো লিডারবোর্ড চালু নেই',
    en: 'This site runs no leaderboard now',
  },
  'mission.leaderboard.prizes.invalid': {
    status: 400,
    bn: 'পুরস্কারগুলো শূন্যের বেশি হতে হবে এবং নিচের র‍্যাঙ্কে বাড়তে পারবে না',
    en: 'Prizes must be above zero and never rise from one rank to the next',
  },
  'points.disabled': {
    status: 403,
    bn: 'এই সাইটে পয়েন্ট মল চালু নেই',
    en: 'The points mall is not open on this site',
  },
  'points.insufficient': {
    status: 409,
    bn: 'পর্যাপ্ত পয়েন্ট নেই: দরকার {{needed}}, আপনার আছে {{points}}',
    en: 'Not enough points: this needs {{needed}} and you have {{points}}',
  },
  'points.cash.insufficient': {
    status: 409,
    bn: 'নগদ টপ-আপ ৳{{amount}} আপনার ওয়ালেটের ব্যালেন্সের চেয়ে বেশি',
    en: 'The cash top-up of ৳{{amount}} is more than your wallet balance',
  },
  'points.item.not.found': {
    status: 404,
    bn: 'পণ্যটি পাওয়া যায়নি',
    en: 'The item was not found',
  },
  'points.item.off.sale': {
    status: 409,
    bn: 'এই পণ্যটি এখন বিক্রির জন্য নেই',
    en: 'This item is not on sale now',
  },
  'points.item.sold.out': {
    status: 409,
    bn: 'যথেষ্ট পণ্য বাকি নেই: আর মাত্র {{left}}টি আছে',
    en: 'Not enough left: only {{left}} remain',
  },
  'points.quantity.invalid': {
    status: 400,
    bn: 'পরিমাণ ১ থেকে {{max}} এর মধ্যে হতে হবে',
    en: 'The quantity must be from 1 to {{max}}',
  },
  'points.note.invalid': {
    status: 400,
    bn: 'নোটটি ১৪০ অক্ষরের মধ্যে হতে হবে',
    en: 'The note can be at most 140 characters',
  },
  'points.convert.disabled': {
    status: 409,
    bn: 'এই সাইটে পয়েন্ট থেকে নগদে রূপান্তর চালু নেই',
    en: 'Converting points to cash is not available on this site',
  },
  'points.convert.invalid': {
    status: 400,
    bn: '{{min}} থেকে {{max}} পয়েন্ট, {{step}} পয়েন্টের ধাপে রূপান্তর করা যায়',
    en: 'Convert from {{min}} to {{max}} points, in steps of {{step}} points',
  },
  'points.redemption.not.found': {
    status: 404,
    bn: 'রিডেম্পশনটি পাওয়া যায়নি',
    en: 'The redemption was not found',
  },
  'points.redemption.decided': {
    status: 409,
    bn: 'এই রিডেম্পশনের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে',
    en: 'This redemption has already been decided',
  },
  'points.redemption.note.required': {
    status: 400,
    bn: 'প্রত্যাখ্যানের কারণ লিখুন',
    en: 'Give the reason for the rejection',
  },
  'points.item.bonus.invalid': {
    status: 400,
    bn: 'বোনাস পণ্যের একটি বোনাস পরিমাণ লাগে; উপহার ও ভাউচারের কোনো বোনাস পরিমাণ থাকে না',
    en: 'A bonus item needs a bonus amount; gifts and vouchers have none',
  },
  'points.ratio.duplicate': {
    status: 400,
    bn: 'প্রতিটি বিভাগের অনুপাত একবারই দিন',
    en: 'Give each category’s ratio only once',
  },
  'points.convert.limits.invalid': {
    status: 400,
    bn: 'সর্বনিম্ন রূপান্তর সর্বোচ্চের বেশি হতে পারে না, এবং দুটিই ধাপের গুণিতক হতে হবে',
    en: 'The minimum conversion cannot exceed the maximum, and both must be multiples of the step',
  },
  'message.not.found': {
    status: 404,
    bn: 'বার্তাটি পাওয়া যায়নি বা মুছে ফেলা হয়েছে',
    en: 'The message does not exist or was removed',
  },
  'message.content.empty': {
    status: 400,
    bn: 'বার্তার বিষয়বস্তু ({{language}}) খালি: অনিরাপদ অংশ বাদ দেওয়ার পর পড়ার মতো কিছু থাকেনি',
    en: 'The message content ({{language}}) is empty once its unsafe parts are removed',
  },
  'message.member.not.found': {
    status: 400,
    bn: 'এই সাইটে {{id}} নম্বরের কোনো সদস্য নেই',
    en: 'This site has no member {{id}}',
  },
  'message.agent.invalid': {
    status: 400,
    bn: '{{id}} নম্বরের সদস্য এই সাইটের এজেন্ট নয়',
    en: 'Member {{id}} is not an agent of this site',
  },
  'message.system.fixed': {
    status: 409,
    bn: 'সিস্টেম বার্তা প্রত্যাহার করা যায় না: এটি সদস্যের অ্যাকাউন্টের একটি ঘটনার রেকর্ড',
    en: "A system message cannot be withdrawn: it records an event of the member's account",
  },
  'content.not.found': {
    status: 404,
    bn: 'বিষয়বস্তুটি পাওয়া যায়নি',
    en: 'The content was not found',
  },
  'content.slug.taken': {
    status: 409,
    bn: 'এই ঠিকানা (স্লাগ) বা কোডের বিষয়বস্তু আগেই আছে',
    en: 'Content with this address (slug) or code already exists',
  },
  'content.dates.invalid': {
    status: 400,
    bn: 'শেষের তারিখ শুরুর তারিখের পরে হতে হবে',
    en: 'The end date must come after the start date',
  },
  'content.html.empty': {
    status: 400,
    bn: 'নিরাপত্তার জন্য অনুমোদিত নয় এমন অংশ বাদ দেওয়ার পর {{field}} এ কিছুই থাকে না',
    en: 'Nothing of {{field}} is left once the parts not allowed for safety are removed',
  },
  'content.linkage.invalid': {
    status: 400,
    bn: 'ব্যানারের লিংকের ধরন ও মান মেলে না: ধরন থাকলে মান দিন (রেফারেল ছাড়া), ধরন না থাকলে মান নয়',
    en: "The banner's link type and value do not match: a type needs a value (but REFERRAL), no type takes none",
  },
  'vip.levels.ranks': {
    status: 400,
    bn: 'ভিআইপি লেভেলগুলো ১, ২, ৩… ক্রমে, কোনো ফাঁক ছাড়া হতে হবে',
    en: 'VIP levels must be numbered 1, 2, 3… in order, without gaps',
  },
  'vip.levels.threshold.missing': {
    status: 400,
    bn: 'লেভেল {{rank}} এ ডিপোজিট বা বৈধ বাজির অন্তত একটি লক্ষ্য দিন',
    en: 'Level {{rank}} needs a deposit or a valid-bet threshold',
  },
  'vip.levels.threshold.order': {
    status: 400,
    bn: 'লেভেল {{rank}} এর লক্ষ্য তার নিচের লেভেলের লক্ষ্যের চেয়ে কম হতে পারে না',
    en: "Level {{rank}}'s thresholds cannot be lower than those of the level below it",
  },
  'vip.levels.in.use': {
    status: 409,
    bn: 'সদস্যরা লেভেল {{rank}} এ আছেন: সরানোর আগে তাদের নিচের লেভেলে নিন',
    en: 'Members hold level {{rank}}: move them to a lower level before removing it',
  },
  'vip.level.not.found': {
    status: 400,
    bn: 'এই সাইটে ভিআইপি লেভেল {{rank}} নেই',
    en: 'This site has no VIP level {{rank}}',
  },
  'promotion.vip.levels.missing': {
    status: 400,
    bn: 'ভিআইপি সদস্যদের প্রমোশনে অন্তত একটি ভিআইপি লেভেল বেছে নিন',
    en: 'A promotion for VIP members needs at least one VIP level',
  },
  'rebate.claim.empty': {
    status: 409,
    bn: 'দাবি করার মতো কোনো রিবেট আপনার নেই',
    en: 'You have no rebate to claim',
  },
  'rebate.claim.below.minimum': {
    status: 409,
    bn: 'রিবেট ন্যূনতম ৳{{minimum}} হলে দেওয়া হয়: আপনার এখন ৳{{amount}} আছে',
    en: 'Rebates are paid from ৳{{minimum}}: you have ৳{{amount}} so far',
  },
  'rebate.claim.automatic': {
    status: 409,
    bn: 'এই সাইটে রিবেট প্রতিদিন স্বয়ংক্রিয়ভাবে দেওয়া হয়, দাবি করতে হয় না',
    en: 'Rebates are paid automatically every day on this site: there is nothing to claim',
  },
  'rebate.rate.invalid': {
    status: 400,
    bn: 'রিবেটের হার ০ থেকে {{max}}% এর মধ্যে, সর্বোচ্চ ২ দশমিক ঘর পর্যন্ত হতে হবে (যেমন 1.2)',
    en: 'A rebate rate is a percentage from 0 to {{max}} with at most 2 decimals (e.g. 1.2)',
  },
  'rebate.rank.invalid': {
    status: 400,
    bn: 'ভিআইপি র‍্যাঙ্ক ০ থেকে {{max}} এর মধ্যে হতে হবে (০: সবার জন্য ডিফল্ট)',
    en: 'The VIP rank must be from 0 to {{max}} (0: the default for everyone)',
  },
  'rebate.rate.duplicate': {
    status: 400,
    bn: 'একই র‍্যাঙ্ক ও বিভাগের হার একবারই দিন',
    en: 'Give each rank and category only once',
  },
  'rebate.turnover.invalid': {
    status: 400,
    bn: 'টার্নওভারের গুণিতক ০ থেকে {{max}} এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
    en: 'The turnover multiple must be a whole number from 0 to {{max}}',
  },
  'rebate.minimum.invalid': {
    status: 400,
    bn: 'ন্যূনতম প্রদান ০ থেকে ৳{{max}} এর মধ্যে একটি পরিমাণ হতে হবে (সর্বোচ্চ ২ দশমিক ঘর)',
    en: 'The minimum payout must be an amount from 0 to ৳{{max}} (at most 2 decimals)',
  },
  'transfer.not.allowed': {
    status: 403,
    bn: 'শুধু আপনার আপলাইন বা সরাসরি ডাউনলাইনে ট্রান্সফার করা যায়',
    en: 'You can only transfer to your upline or a direct downline',
  },
  'withdraw.account.limit': {
    status: 400,
    bn: 'সর্বোচ্চ ৩টি উত্তোলন অ্যাকাউন্ট যুক্ত করা যায়',
    en: 'You can bind at most 3 withdrawal accounts',
  },
  'withdraw.account.name': {
    status: 400,
    bn: 'অ্যাকাউন্টের নাম আপনার নিবন্ধিত নামের সাথে মিলতে হবে',
    en: 'The account name must match your registered name',
  },
  'withdraw.account.duplicate': {
    status: 409,
    bn: 'এই অ্যাকাউন্টটি আগেই যুক্ত করা আছে',
    en: 'This account is already bound',
  },
  'withdraw.account.number': {
    status: 400,
    bn: 'সঠিক অ্যাকাউন্ট নম্বর দিন',
    en: 'Please enter a valid account number',
  },
  'request.idempotency.conflict': {
    status: 409,
    bn: 'একই অনুরোধ কী ভিন্ন বিষয়বস্তুর সাথে ব্যবহৃত হয়েছে',
    en: 'The same request key was used with a different request',
  },
  'register.field.required': {
    status: 400,
    bn: '{{field}}: এই ঘরটি খালি রাখা যাবে না',
    en: '{{field}}: input cannot be empty',
  },
  'register.field.format': {
    status: 400,
    bn: '{{field}}: সঠিক ফরম্যাটে লিখুন',
    en: '{{field}}: the format is not valid',
  },
  'register.field.length': {
    status: 400,
    bn: '{{field}}: {{min}} থেকে {{max}} অক্ষরের মধ্যে হতে হবে',
    en: '{{field}}: must be {{min}} to {{max}} characters',
  },
  'register.mobile.mode': {
    status: 400,
    bn: 'মোবাইল নম্বর দিয়ে নিবন্ধন এখন বন্ধ আছে',
    en: 'Registration by mobile number is closed',
  },
  'member.password.payment.exists': {
    status: 409,
    bn: 'পেমেন্ট পাসওয়ার্ড আগেই সেট করা আছে',
    en: 'The payment password is already set',
  },
  'member.password.payment.missing': {
    status: 400,
    bn: 'আগে পেমেন্ট পাসওয়ার্ড সেট করুন',
    en: 'Set a payment password first',
  },
  'member.verification.failed': {
    status: 400,
    bn: 'যাচাই সফল হয়নি',
    en: 'Verification failed',
  },
  'operator.not.session': {
    status: 401,
    bn: 'অপারেটর হিসেবে লগইন করুন',
    en: 'Please log in as an operator',
  },
  'operator.totp.required': {
    status: 401,
    bn: 'অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি দিন',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  'operator.totp.invalid': {
    status: 401,
    bn: 'কোডটি ভুল বা আগেই ব্যবহার করা হয়েছে',
    en: 'The code is wrong or has already been used',
  },
  'operator.enrolment.expired': {
    status: 401,
    bn: 'অথেনটিকেটর সেটআপের সময় শেষ, আবার লগইন করুন',
    en: 'The authenticator set-up has expired: log in again',
  },
  'operator.forbidden': {
    status: 403,
    bn: 'এই কাজের অনুমতি আপনার নেই',
    en: 'You are not allowed to do this',
  },
  'game.vendor.not.found': {
    status: 404,
    bn: 'গেম প্রদানকারী পাওয়া যায়নি',
    en: 'Game vendor not found',
  },
  'game.favourite.limit': {
    status: 400,
    bn: 'প্রিয় তালিকায় সর্বোচ্চ {{max}}টি গেম রাখা যায়, আগে কিছু সরিয়ে নিন',
    en: 'You can keep at most {{max}} favourite games, please remove some first',
  },
  'request.not.found': {
    status: 404,
    bn: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি',
    en: 'The requested address does not exist',
  },
  'request.invalid.json': {
    status: 400,
    bn: 'অনুরোধের বিষয়বস্তু সঠিক JSON নয়',
    en: 'The request body is not valid JSON',
  },
  'request.invalid.field': {
    status: 400,
    bn: 'ঘরটি সঠিক নয়: {{field}}',
    en: 'Invalid field: {{field}}',
  },
  'request.too.large': {
    status: 413,
    bn: 'অনুরোধটি অনেক বড়',
    en: 'The request is too large',
  },
  'request.unsupported.media': {
    status: 415,
    bn: 'এই ধরনের বিষয়বস্তু গ্রহণযোগ্য নয়',
    en: 'This content type is not accepted',
  },
  'request.too.many': {
    status: 429,
    bn: 'অনেক বেশি অনুরোধ, {{seconds}} সেকেন্ড পরে আবার চেষ্টা করুন',
    en: 'Too many requests, try again in {{seconds}} seconds',
  },
  'merchant.not.found': {
    status: 404,
    bn: 'অবৈধ ঠিকানা, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    en: 'Invalid URL, please contact customer service',
  },
  'system.maintenance': {
    status: 503,
    bn: 'সিস্টেম রক্ষণাবেক্ষণ চলছে',
    en: 'System maintenance',
  },
  'system.region.restricted': {
    status: 403,
    bn: 'প্রবেশাধিকার সীমিত (আইপি বা অবস্থান)',
    en: 'Access restricted (IP or location)',
  },
  'system.unknown': {
    status: 500,
    bn: 'অজানা ত্রুটি',
    en: 'Unknown error',
  },
  'system.unavailable': {
    status: 503,
    bn: 'নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন',
    en: 'Network link is abnormal, please try again',
  },
  'vendor.signature.invalid': {
    status: 401,
    bn: 'স্বাক্ষর সঠিক নয়, অথবা গেম প্রদানকারী বা মার্চেন্ট অজানা',
    en: 'The signature is missing or wrong, or the vendor or merchant is unknown',
  },
  'vendor.request.stale': {
    status: 401,
    bn: 'অনুরোধের সময় ৩০০ সেকেন্ডের সীমার বাইরে',
    en: 'The request timestamp is outside the 300 second window',
  },
  'vendor.token.invalid': {
    status: 401,
    bn: 'গেম চালুর টোকেন অজানা, ব্যবহৃত, মেয়াদোত্তীর্ণ বা অন্য প্রদানকারীর',
    en: 'The launch token is unknown, used, expired or for another vendor',
  },
  'vendor.session.invalid': {
    status: 401,
    bn: 'এই খেলোয়াড় ও প্রদানকারীর কোনো সক্রিয় গেম সেশন নেই',
    en: 'There is no live game session of this player and vendor',
  },
  'vendor.insufficient.funds': {
    status: 402,
    bn: 'বাজির জন্য পর্যাপ্ত ব্যালেন্স নেই',
    en: 'The balance is too low for the bet',
  },
  'vendor.player.not.found': {
    status: 404,
    bn: 'খেলোয়াড় পাওয়া যায়নি',
    en: 'Unknown player',
  },
  'vendor.round.not.found': {
    status: 404,
    bn: 'এই রাউন্ডে কোনো গৃহীত বাজি নেই',
    en: 'The round has no accepted bet',
  },
  'vendor.transaction.conflict': {
    status: 409,
    bn: 'এই লেনদেন আইডি আগে অন্য বিষয়বস্তুর সাথে ব্যবহৃত হয়েছে',
    en: 'This transaction id was used before with a different request',
  },
  'vendor.bet.rolled.back': {
    status: 409,
    bn: 'এই বাজিটি বাতিল (রোলব্যাক) করা হয়েছে',
    en: 'This bet was rolled back',
  },
  'vendor.round.closed': {
    status: 409,
    bn: 'রাউন্ডটি আগেই নিষ্পত্তি বা ফেরত হয়েছে',
    en: 'The round was already settled or refunded',
  },
  'vendor.round.settled': {
    status: 409,
    bn: 'নিষ্পত্তি হওয়া রাউন্ড ফেরত বা বাতিল করা যায় না',
    en: 'A settled round cannot be refunded or rolled back',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Fills `{{name}}` placeholders of a catalogue message. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  const template: string = errorCatalogue[code][language];
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}
