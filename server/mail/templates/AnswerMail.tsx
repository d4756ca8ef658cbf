// An agent's answer to a message sent with the site's reach-out form: the agent's words,
// signed by that agent, then the visitor's message quoted.
import { ClubMail, Note, Paragraph, Quote, Signature } from './ClubMail.tsx'
import { renderMail, type RenderedMail } from './render.ts'

export interface AnswerMailProps {
  firstName: string | undefined
  /** The answer as the agent typed it: its paragraphs (blank lines) and line breaks kept. */
  answer: string
  agentName: string
  /** When the visitor wrote, as the mail writes it. */
  sentOn: string
  /** The visitor's message, line by line. */
  quoted: readonly string[]
}

export function AnswerMail({ firstName, answer, agentName, sentOn, quoted }: AnswerMailProps) {
  const paragraphs = answer.trim().split(/\n\s*\n/)
  return (
    <ClubMail
      preview={answer.trim().slice(0, 120)}
      heading={agentName ? `An answer from ${agentName}` : 'An answer from a Talent Agent'}
      reason="You receive this message because you wrote to a Talent Agent of Nova Club. Reply to it and your answer reaches the club."
    >
      <Paragraph>{firstName ? `Hello ${firstName},` : 'Hello,'}</Paragraph>
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>
          {paragraph.split('\n').map((line, at) => (
            <span key={at}>
              {at > 0 && <br />}
              {line}
            </span>
          ))}
        </Paragraph>
      ))}
      <Signature
        name={agentName || 'A Talent Agent'}
        role={agentName ? 'Talent Agent, Nova Club' : 'Nova Club'}
      />
      <Note>On {sentOn} you wrote to us:</Note>
      <Quote lines={quoted} />
    </ClubMail>
  )
}

/** The answer's HTML and its text twin. */
export const renderAnswerMail = (props: AnswerMailProps): RenderedMail =>
  renderMail(<AnswerMail {...props} />)
