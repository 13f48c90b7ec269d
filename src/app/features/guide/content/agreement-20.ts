import type { PageContent } from '../content-types'

export const content: PageContent = {
  title: { zh: '支付与结算服务协议', en: 'Payment and settlement service agreement' },
  updated: '2026-12-04',
  sections: [
    {
      heading: { zh: '适用', en: 'Scope' },
      paragraphs: {
        zh: [
          '本协议适用于房东和酒店通过本平台收取房费、押金，以及结算和提现。添加收款账户时须阅读并同意本协议后方可提交。',
        ],
        en: [
          'This agreement covers how hosts and hotels receive rent and deposits through the platform and how settlement and withdrawals work. You must read and accept it before submitting a payout account.',
        ],
      },
    },
    {
      heading: { zh: '收款账户', en: 'Payout account' },
      paragraphs: {
        zh: [
          '账户可为对私或对公；对公账户须通过银行小额打款验证，输入到账金额和鉴权流水号完成确认（工作日 8:00-17:00 约 3 分钟到账，其他时间约 30 分钟）。同一账户可关联同一经营主体下的多个门店。',
        ],
        en: [
          'The account may be personal or a company account; a company account is confirmed by a small bank transfer, entering the amount received and the authentication serial number (it arrives in about 3 minutes on workdays 8:00-17:00 and about 30 minutes otherwise). One account can link several stores of the same operating entity.',
        ],
      },
    },
    {
      heading: { zh: '结算与提现', en: 'Settlement and withdrawal' },
      paragraphs: {
        zh: [
          '订单在离店后 3 个工作日内结算至余额。提现需输入 6 位提现密码，1-7 个工作日到账。支付验证次数达到上限的，请次日再试或联系客服。',
          '首次提现前须阅读并同意本协议；本协议更新后，下次提现前须重新同意。每次提现还须输入发送至您登录手机号的短信验证码，验证码 5 分钟内有效，最多可输入 5 次。',
          '提现限额按收款账户计算：个人账户单笔 1 元至 2 万元，每日累计 5 万元；对公账户单笔 1 元至 20 万元，每日累计 100 万元；每个账户每日最多提现 3 笔。额度按北京时间每日零点重置，银行退回的提现不占用额度。',
        ],
        en: [
          'Orders settle to your balance within 3 working days after check-out. Withdrawals need your 6-digit withdrawal password and arrive in 1-7 working days. If payment verification attempts reach the limit, try again the next day or contact customer service.',
          'You read and accept this agreement before your first withdrawal, and again before the next withdrawal after it changes. Each withdrawal also needs the SMS code sent to the mobile number you sign in with; a code is valid for 5 minutes and can be entered at most 5 times.',
          'Withdrawal limits are per payout account: a private account 1 to 20,000 yuan a withdrawal and 50,000 yuan a day; a public account 1 to 200,000 yuan a withdrawal and 1,000,000 yuan a day; at most 3 withdrawals per account a day. The limits start again at midnight Beijing time, and a withdrawal the bank returns does not count.',
        ],
      },
    },
    {
      heading: { zh: '资金安全', en: 'Keeping funds safe' },
      paragraphs: {
        zh: [
          '请勿向任何人透露提现密码和短信验证码。修改绑定手机号须验证原手机号的短信验证码。平台发现账户异常时可暂停提现并与您核实。',
        ],
        en: [
          'Never share your withdrawal password or SMS codes. Changing the linked phone needs a code sent to the old number. If we see unusual activity, we may pause withdrawals and check with you.',
        ],
      },
    },
  ],
}
